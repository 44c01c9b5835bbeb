import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 245,
  order: 20,
  group: 'page-layout',
  name: 'boxed',
  title: 'Boxed',
  icon: 'IconBox',
  keywords: ['container', 'width', 'layout'],
}
