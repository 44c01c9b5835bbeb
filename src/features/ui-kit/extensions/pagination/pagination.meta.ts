import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 237,
  order: 80,
  group: 'extensions',
  name: 'pagination',
  title: 'Pagination',
  icon: 'IconListNumbers',
  keywords: ['paginated list', 'pages', 'pager'],
}
