import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 267,
  order: 10,
  group: 'datatables',
  name: 'advanced',
  title: 'Advanced Datatable',
  icon: 'IconTableOptions',
  keywords: [
    'data table',
    'search',
    'export',
    'selection',
    'expandable rows',
    'columns',
    'csv',
    'xlsx',
    'filter',
  ],
}
