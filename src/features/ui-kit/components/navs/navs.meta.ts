import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 217,
  order: 150,
  group: 'components',
  name: 'navs',
  title: 'Navs',
  icon: 'IconMenu2',
  keywords: ['navigation', 'links', 'nav bar'],
}
