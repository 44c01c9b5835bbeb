import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 219,
  order: 170,
  group: 'components',
  name: 'pagination',
  title: 'Pagination',
  icon: 'IconDots',
  keywords: ['pages', 'pager', 'paging'],
}
