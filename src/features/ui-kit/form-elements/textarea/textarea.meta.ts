import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 252,
  order: 120,
  group: 'form-elements',
  name: 'textarea',
  title: 'Textarea',
  icon: 'IconForms',
  keywords: ['multiline', 'autosize', 'counter'],
}
