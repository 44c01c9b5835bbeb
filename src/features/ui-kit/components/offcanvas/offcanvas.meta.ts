import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 218,
  order: 160,
  group: 'components',
  name: 'offcanvas',
  title: 'Offcanvas',
  icon: 'IconLayoutSidebarRight',
  keywords: ['drawer', 'side panel', 'sheet'],
}
