import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 238,
  order: 70,
  group: 'extensions',
  name: 'import',
  title: 'Import',
  icon: 'IconFileImport',
  keywords: ['xlsx', 'csv', 'spreadsheet', 'upload'],
}
