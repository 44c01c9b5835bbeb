import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 249,
  order: 40,
  group: 'form-elements',
  name: 'input',
  title: 'Input',
  icon: 'IconForms',
  keywords: ['text field', 'textbox', 'states', 'sections'],
}
