/**
 * The one list pattern (invoices, users, permissions, the data-table demos): `ListTable` over
 * mantine-datatable, its URL state (`listSearchSchema`, extended by a route with its filters;
 * `listPage()` fills in the defaults for the API call), and export to CSV or XLSX.
 *
 * A list screen: the route validates its search with `listSearchSchema.extend({...filters})`
 * and passes `search` and `onSearch` (navigate with the new search); the page calls its query
 * hook with `listPage(search, defaultSort)` and the filters, keeping the previous page while the
 * next loads (`placeholderData`), and renders
 * `<ListTable records={data?.rows} total fetching search onSearch columns ... exporting={{
 * fileName, columns: exportColumns, fetchPage }} />`, where `fetchPage(page, perPage, signal)`
 * calls the same endpoint with the same filters for export.
 */
export { ListTable, type ListColumn, type ListTableProps } from './ListTable'
export type { ListExport } from './ExportDialog'
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  listPage,
  listSearchSchema,
  nextSearch,
  type ListPage,
  type ListSearch,
  type ListSort,
  type SortDirection,
} from './list-search'
export {
  EXPORT_PAGE_SIZE,
  collectRows,
  exportFileName,
  toCsv,
  type CellValue,
  type ExportColumn,
  type ExportFormat,
  type FetchPage,
} from './export-file'
