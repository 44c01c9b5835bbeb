import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 248,
  order: 10,
  group: 'page-layout',
  name: 'blank',
  title: 'Blank',
  icon: 'IconFile',
  keywords: ['no shell', 'full screen', 'layout'],
}
