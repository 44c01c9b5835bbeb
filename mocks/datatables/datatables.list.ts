/**
 * A data-table page (`GET /api/datatables/data`). Without a search or a status, the page comes
 * straight from the sort column's index (`orderBy().offset().limit()`, `count()`) near either end,
 * and deeper from the column's keys in index order (kept until the table changes), reading only
 * the page's rows; on the server, where nothing may be kept between requests, such a deep page
 * is cut by the projection instead. A search or a status filters the projection (below: in
 * memory in the worker, a side table on the server) and reads only the page's rows. Every order
 * is total: ties go by id, ascending, and `desc` reverses the whole order, as an index read
 * backwards does.
 */
import { defineProjection, projected, type ProjectedEntry } from '@mocks/db/projection'
import type { DataTableSortColumn } from '@/features/ui-kit/datatables.schema'
import { dataTableRows, fold, type StoredDataTableRow } from './datatables.table'

export interface PageParams {
  q?: string
  status?: number
  page: number
  perPage: number
  sort: 'asc' | 'desc'
  sortColumn: DataTableSortColumn
}

export interface Page {
  total: number
  rows: StoredDataTableRow[]
}

/** The index each column is read from: the derived key for text, the field itself otherwise. */
const INDEX: Record<DataTableSortColumn, keyof StoredDataTableRow | ':id'> = {
  id: ':id',
  full_name: 'nameKey',
  post: 'postKey',
  email: 'emailKey',
  city: 'cityKey',
  start_date: 'start_date',
  salary: 'salary',
  age: 'age',
  experience: 'experience',
  status: 'status',
}

/** A search reads the text folded (case and accents aside): name, post, email, age, salary, date. */
const entryOf = (row: StoredDataTableRow): ProjectedEntry<DataTableSortColumn> => ({
  id: row.id,
  text: [row.nameKey, row.postKey, row.emailKey, row.age, row.salary, row.start_date].join(
    '\u0001',
  ),
  keys: {
    id: row.id,
    full_name: row.nameKey,
    post: row.postKey,
    email: row.emailKey,
    city: row.cityKey,
    start_date: row.start_date,
    salary: row.salary,
    age: row.age,
    experience: row.experience,
    status: row.status,
  },
})

const searchable = defineProjection<StoredDataTableRow, DataTableSortColumn>({
  name: 'dataTableSearch',
  table: 'dataTableRows',
  keys: Object.keys(INDEX) as DataTableSortColumn[],
  entryOf,
})

async function rowsFor(ids: readonly number[]): Promise<StoredDataTableRow[]> {
  const rows = await dataTableRows().bulkGet([...ids])
  return rows.filter((row): row is StoredDataTableRow => row !== undefined)
}

/** A page this near an end is read by an offset on the index: cheaper than any cache. */
const NEAR_AN_END = 1_000

/** Each column's primary keys in index order, kept until the table changes. */
const orders = new Map<DataTableSortColumn, { generation: number; ids: number[] }>()

async function orderOf(column: DataTableSortColumn, generation: number): Promise<number[]> {
  const cached = orders.get(column)
  if (cached?.generation === generation) return cached.ids
  const ids = await dataTableRows().orderBy(INDEX[column]).primaryKeys()
  // A write committed meanwhile: use these keys for this answer only.
  if (projected(searchable).generation() === generation) orders.set(column, { generation, ids })
  return ids
}

async function indexPage(params: PageParams): Promise<Page> {
  const table = dataTableRows()
  const total = await table.count()
  const start = (params.page - 1) * params.perPage
  if (start >= total) return { total, rows: [] }
  // An offset walks the index from an end, so it serves the pages near either end (a page past
  // the middle is read backwards from the other end). A page deeper than that is cut from the
  // column's keys in index order, read once (keys only) and kept until the table changes: every
  // page then costs the same at 100 rows and at 100,000.
  const fromEnd = start > total / 2
  const depth = fromEnd ? total - start - params.perPage : start
  if (depth > NEAR_AN_END) {
    const generation = projected(searchable).generation()
    // A storage other processes write too keeps nothing: its projection cuts the page.
    if (generation === null) return searchPage(params, '')
    const ids = await orderOf(params.sortColumn, generation)
    if (params.sort === 'desc') {
      const end = ids.length - start
      return {
        total,
        rows: await rowsFor(ids.slice(Math.max(0, end - params.perPage), end).reverse()),
      }
    }
    return { total, rows: await rowsFor(ids.slice(start, start + params.perPage)) }
  }
  const backwards = (params.sort === 'desc') !== fromEnd
  const ordered = table.orderBy(INDEX[params.sortColumn])
  const collection = backwards ? ordered.reverse() : ordered
  if (!fromEnd)
    return { total, rows: await collection.offset(start).limit(params.perPage).toArray() }
  const size = Math.min(params.perPage, total - start)
  const rows = await collection
    .offset(total - start - size)
    .limit(size)
    .toArray()
  return { total, rows: rows.reverse() }
}

async function searchPage(params: PageParams, needle: string): Promise<Page> {
  const { total, ids } = await projected(searchable).page({
    ...(params.status === undefined ? {} : { equals: { status: params.status } }),
    ...(needle ? { search: { text: needle } } : {}),
    orderBy: params.sortColumn,
    reverse: params.sort === 'desc',
    offset: (params.page - 1) * params.perPage,
    limit: params.perPage,
  })
  return { total, rows: await rowsFor(ids) }
}

export function listDataTableRows(params: PageParams): Promise<Page> {
  const needle = fold(params.q?.trim() ?? '')
  if (needle || params.status !== undefined) return searchPage(params, needle)
  return indexPage(params)
}
