import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 235,
  order: 120,
  group: 'extensions',
  name: 'swiper',
  title: 'Swiper',
  icon: 'IconSlideshow',
  keywords: ['carousel', 'slides', 'swipe'],
}
