import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 207,
  order: 50,
  group: 'components',
  name: 'badges',
  title: 'Badges',
  icon: 'IconBadge',
  keywords: ['label', 'tag', 'status'],
}
