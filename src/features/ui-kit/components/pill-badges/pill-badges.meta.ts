import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 220,
  order: 180,
  group: 'components',
  name: 'pill-badges',
  title: 'Pill Badges',
  icon: 'IconTag',
  keywords: ['rounded badge', 'chip', 'count'],
}
