import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 257,
  order: 70,
  group: 'form-elements',
  name: 'number-input',
  title: 'Number Input',
  icon: 'IconListNumbers',
  keywords: ['numeric', 'stepper', 'currency'],
}
