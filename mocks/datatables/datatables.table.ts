/**
 * The data-table rows. A row carries derived, indexed sort keys next to the contract's own fields
 * (the name, post, email and city lower-cased and without accents, so Álvaro sorts among the A's; the numbers sort by their own fields), so a page
 * in any order comes straight from an index. `toRow` is the one place they are made; `fromRow`
 * drops them again.
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { DataTableRow } from '@/features/ui-kit/datatables.schema'

export interface DataTableKeys {
  nameKey: string
  postKey: string
  emailKey: string
  cityKey: string
}

export type StoredDataTableRow = DataTableRow & DataTableKeys

export const datatablesTables = {
  dataTableRows:
    'id, nameKey, postKey, emailKey, cityKey, start_date, salary, age, experience, status',
} satisfies TableSchemas

export const dataTableRows = typedTable<StoredDataTableRow, number>('dataTableRows')

/** Lower case without accents: what text sorts and searches by. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export const toRow = (row: DataTableRow): StoredDataTableRow => ({
  ...row,
  nameKey: fold(row.full_name),
  postKey: fold(row.post),
  emailKey: fold(row.email),
  cityKey: fold(row.city),
})

export function fromRow(stored: StoredDataTableRow): DataTableRow {
  const { nameKey: _n, postKey: _p, emailKey: _e, cityKey: _c, ...row } = stored
  return row
}
