/** The data tables' backend (issue 20): the contract's 100 data-table rows, under the UI kit's ability. */
import { z } from 'zod'
import type { ServerApp } from '@mocks/kernel/app'
import { dataTableRowSchema } from '@/features/ui-kit/datatables.schema'
import { UI_KIT_ABILITY } from '@/features/ui-kit/ui-kit.manifest'
import { datatablesRoutes } from './datatables.handlers'
import { datatablesSeeds } from './datatables.seed'
import { datatablesTables, toRow } from './datatables.table'

/**
 * An imported row is the contract's row; the derived sort keys an export carries are accepted but
 * made afresh, so an edited file can never leave the indexes lying.
 */
const importedRow = dataTableRowSchema
  .extend({
    nameKey: z.string().optional(),
    postKey: z.string().optional(),
    emailKey: z.string().optional(),
    cityKey: z.string().optional(),
  })
  .strict()
  .transform(({ nameKey: _n, postKey: _p, emailKey: _e, cityKey: _c, ...row }) => toRow(row))

export const datatablesServer: ServerApp = {
  id: 'datatables',
  access: UI_KIT_ABILITY,
  tables: datatablesTables,
  seeds: datatablesSeeds,
  rows: { dataTableRows: importedRow },
  routes: datatablesRoutes,
}
