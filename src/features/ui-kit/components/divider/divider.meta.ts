import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 213,
  order: 110,
  group: 'components',
  name: 'divider',
  title: 'Divider',
  icon: 'IconSeparatorHorizontal',
  keywords: ['separator', 'rule', 'line'],
}
