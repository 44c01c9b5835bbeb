/**
 * The data-table demos' query: a page of the agency's people. It names its table, so an import
 * or a reset (here or in another tab) refetches it; the last page stays while the next loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { fetchDataTablePage, type DataTableParams } from './datatables.api'

export const dataTableKeys = {
  all: ['ui-kit', 'datatables'] as const,
  page: (params: DataTableParams) => [...dataTableKeys.all, 'page', params] as const,
}

export const useDataTablePage = (params: DataTableParams) =>
  useQuery({
    queryKey: dataTableKeys.page(params),
    queryFn: ({ signal }) => fetchDataTablePage(params, signal),
    placeholderData: keepPreviousData,
    meta: { tables: ['dataTableRows'] },
  })
