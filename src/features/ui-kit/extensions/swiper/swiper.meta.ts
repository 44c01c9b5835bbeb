import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 235,
  group: 'extensions',
  name: 'swiper',
  title: 'Swiper',
  icon: 'IconSlideshow',
  keywords: ['carousel', 'slides', 'swipe'],
}
