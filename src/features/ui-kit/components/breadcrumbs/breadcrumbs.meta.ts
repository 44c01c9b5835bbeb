import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 209,
  order: 70,
  group: 'components',
  name: 'breadcrumbs',
  title: 'Breadcrumbs',
  icon: 'IconChevronsRight',
  keywords: ['path', 'navigation', 'trail'],
}
