import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 209,
  group: 'components',
  name: 'breadcrumbs',
  title: 'Breadcrumbs',
  icon: 'IconChevronsRight',
  keywords: ['path', 'navigation', 'trail'],
}
