import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 239,
  order: 40,
  group: 'extensions',
  name: 'export',
  title: 'Export',
  icon: 'IconFileExport',
  keywords: ['xlsx', 'csv', 'download', 'spreadsheet'],
}
