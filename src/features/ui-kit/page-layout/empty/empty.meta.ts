import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 247,
  order: 40,
  group: 'page-layout',
  name: 'empty',
  title: 'Empty',
  icon: 'IconSquare',
  keywords: ['empty page', 'starter', 'layout'],
}
