import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 266,
  order: 20,
  group: 'datatables',
  name: 'basic',
  title: 'Basic Datatable',
  icon: 'IconTableOptions',
  keywords: ['data table', 'grid', 'sort', 'paging', 'page size', 'search', 'server-side'],
}
