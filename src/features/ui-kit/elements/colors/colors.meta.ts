import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 201,
  order: 10,
  group: 'elements',
  name: 'colors',
  title: 'Colors',
  icon: 'IconPalette',
  keywords: ['palette', 'shades', 'swatch', 'hex', 'theme'],
  link: '/colors',
}
