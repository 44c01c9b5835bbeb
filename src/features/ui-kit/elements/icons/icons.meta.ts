import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 202,
  order: 20,
  group: 'elements',
  name: 'icons',
  title: 'Icons',
  icon: 'IconIcons',
  keywords: ['tabler', 'svg', 'glyphs', 'copy icon'],
  link: '/icons',
}
