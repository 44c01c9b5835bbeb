import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 236,
  order: 90,
  group: 'extensions',
  name: 'ratings',
  title: 'Ratings',
  icon: 'IconStar',
  keywords: ['stars', 'rating', 'score'],
}
