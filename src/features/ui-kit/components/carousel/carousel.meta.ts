import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 211,
  order: 90,
  group: 'components',
  name: 'carousel',
  title: 'Carousel',
  icon: 'IconCarouselHorizontal',
  keywords: ['slider', 'slides', 'gallery'],
}
