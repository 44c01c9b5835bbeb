import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 256,
  order: 100,
  group: 'form-elements',
  name: 'select',
  title: 'Select',
  icon: 'IconSelect',
  keywords: ['dropdown', 'multi select', 'searchable', 'creatable', 'async'],
}
