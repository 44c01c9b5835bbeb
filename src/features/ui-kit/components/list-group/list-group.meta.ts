import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 215,
  order: 130,
  group: 'components',
  name: 'list-group',
  title: 'List Group',
  icon: 'IconList',
  keywords: ['list', 'items', 'rows'],
}
