import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 240,
  order: 50,
  group: 'extensions',
  name: 'export-selected',
  title: 'Export Selected',
  icon: 'IconTableExport',
  keywords: ['selected rows', 'xlsx', 'csv'],
}
