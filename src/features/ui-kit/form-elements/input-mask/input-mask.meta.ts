import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 251,
  order: 60,
  group: 'form-elements',
  name: 'input-mask',
  title: 'Input Mask',
  icon: 'IconForms',
  keywords: ['mask', 'phone', 'credit card', 'format'],
}
