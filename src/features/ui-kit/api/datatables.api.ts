import { call } from '@/shared/api/call'
import { datatablesEndpoints } from '../datatables.endpoints'
import type { DataTableSortColumn } from '../datatables.schema'

export interface DataTableParams {
  q: string
  page: number
  perPage: number
  sort: 'asc' | 'desc'
  sortColumn: DataTableSortColumn
  /** 1 to 5, or every status. */
  status?: number
}

/**
 * A page of the agency's people, searched, filtered and sorted on the server. The screens never
 * want every row with the page (`allData=false`), so a page costs the same at any size.
 */
export const fetchDataTablePage = (params: DataTableParams, signal?: AbortSignal) =>
  call(datatablesEndpoints.data, {
    query: {
      q: params.q.trim(),
      page: params.page,
      perPage: params.perPage,
      sort: params.sort,
      sortColumn: params.sortColumn,
      status: params.status,
      allData: 'false',
    },
    signal,
  })
