import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 246,
  order: 50,
  group: 'page-layout',
  name: 'without-menu',
  title: 'Without Menu',
  icon: 'IconLayoutNavbar',
  keywords: ['no sidebar', 'navbar only', 'layout'],
}
