import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 242,
  order: 20,
  group: 'extensions',
  name: 'context-menu',
  title: 'Context Menu',
  icon: 'IconMenu',
  keywords: ['right click', 'menu', 'actions'],
}
