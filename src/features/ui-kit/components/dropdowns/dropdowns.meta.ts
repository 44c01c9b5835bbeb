import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 214,
  order: 120,
  group: 'components',
  name: 'dropdowns',
  title: 'Dropdowns',
  icon: 'IconSelector',
  keywords: ['menu', 'dropdown menu', 'actions'],
}
