import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 250,
  order: 50,
  group: 'form-elements',
  name: 'input-group',
  title: 'Input Group',
  icon: 'IconForms',
  keywords: ['addon', 'prefix', 'suffix', 'combined'],
}
