/** The data tables' backend (issue 20): the spec's 100 data-table rows, under the UI kit's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { UI_KIT_ABILITY } from '@/features/ui-kit/ui-kit.manifest'

export const datatablesServer: ServerApp = {
  id: 'datatables',
  access: UI_KIT_ABILITY,
  tables: { dataTableRows: 'id' },
  seeds: [],
  rows: {},
  routes: [],
}
