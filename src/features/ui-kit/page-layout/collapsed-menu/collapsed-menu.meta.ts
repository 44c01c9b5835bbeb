import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 244,
  order: 30,
  group: 'page-layout',
  name: 'collapsed-menu',
  title: 'Collapsed Menu',
  icon: 'IconLayoutSidebarLeftCollapse',
  keywords: ['mini menu', 'sidebar', 'layout'],
}
