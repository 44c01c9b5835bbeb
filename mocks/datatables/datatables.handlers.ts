/** The data tables' routes (contract: `/api/datatables/initial-data`, `/api/datatables/data`). */
import { route } from '@mocks/kernel/route'
import { datatablesEndpoints as api } from '@/features/ui-kit/datatables.endpoints'
import { DATATABLE_PER_PAGE } from '@/features/ui-kit/datatables.schema'
import { listDataTableRows } from './datatables.list'
import { dataTableRows, fromRow } from './datatables.table'

const everyRow = async () => (await dataTableRows().toArray()).map(fromRow)

const initialData = route(api.initialData, {
  handle: () => everyRow(),
})

const data = route(api.data, {
  async handle({ query }) {
    const { total, rows } = await listDataTableRows({
      q: query.q,
      status: query.status,
      page: query.page ?? 1,
      perPage: query.perPage ?? DATATABLE_PER_PAGE,
      sort: query.sort ?? 'asc',
      sortColumn: query.sortColumn ?? 'id',
    })
    const page = { invoices: rows.map(fromRow), total }
    if (query.allData === 'false') return page
    return { allData: await everyRow(), ...page }
  },
})

export const datatablesRoutes = [initialData, data]
