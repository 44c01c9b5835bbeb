import { Badge, Button, Card, EmptyState, Group } from '@mantine/core'
import { IconDatabaseOff } from '@tabler/icons-react'
import 'mantine-datatable/styles.layer.css'
import {
  DataTable,
  useDataTableColumns,
  type DataTableColumn,
  type DataTableRowExpansionProps,
  type DataTableSortStatus,
} from 'mantine-datatable'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ColumnsMenu } from './ColumnsMenu'
import { ExportDialog, type ListExport } from './ExportDialog'
import { listPage, nextSearch, PAGE_SIZES, type ListSearch, type ListSort } from './list-search'
import { ListSearchInput } from './ListSearchInput'
import { SkeletonTable } from './SkeletonTable'

/** A column: mantine-datatable's, with a plain-text title for the header and the columns menu. */
export type ListColumn<T> = DataTableColumn<T> & { title?: string }

export interface ListTableProps<T, S extends ListSearch> {
  /** Keys the columns the user chose to show (kept in localStorage). */
  id: string
  /** The table's accessible name ("Invoices"). */
  label: string
  columns: ListColumn<T>[]
  /** The page of rows; `undefined` until the first answer (skeleton rows meanwhile). */
  records: T[] | undefined
  total: number
  /** A newer page is on its way (the current one stays, dimmed under a loader). */
  fetching: boolean
  /** The list's state from the URL, and how to change it (navigate with the new search). */
  search: S
  onSearch: (next: S) => void
  defaultSort: ListSort
  /** The record's unique key (default `id`). */
  idAccessor?: keyof T & string
  searchLabel: string
  /** Filters and actions, left of the search box. */
  toolbar?: ReactNode
  /** What the user sees when nothing matches, with the next thing to do. */
  empty: { title: string; description?: string; action?: ReactNode }
  /** Row selection, and what can be done to the selected rows. */
  selectable?: boolean
  selectionActions?: (selected: T[], clear: () => void) => ReactNode
  exporting?: ListExport<T>
  /** Rows that open to show more (mantine-datatable's row expansion), as the caller controls it. */
  rowExpansion?: DataTableRowExpansionProps<T>
}

/** Everything in the search but the page and its size: when it changes, the selection goes. */
const filtersOf = ({ page: _page, perPage: _perPage, ...rest }: ListSearch) => JSON.stringify(rest)

/**
 * The one list pattern: server-side search, filters, sort and pages held in the URL, row
 * selection, column visibility, export, skeleton rows while the first page loads, an empty state
 * with the next action, and horizontal scroll inside its card at a phone width.
 */
export function ListTable<T, S extends ListSearch>(props: ListTableProps<T, S>) {
  const { columns, records, search, onSearch, defaultSort, exporting } = props
  const { t } = useTranslation('data-table')
  const params = listPage(search, defaultSort)
  const { effectiveColumns, columnsToggle, setColumnsToggle } = useDataTableColumns<T>({
    key: props.id,
    columns: columns.map((column) => ({ toggleable: !!column.title, ...column })),
  })
  const [selection, setSelection] = useState<{ key: string; rows: T[] }>({ key: '', rows: [] })
  const filters = filtersOf(search)
  const selected = selection.key === filters ? selection.rows : []
  const select = (rows: T[]) => setSelection({ key: filters, rows })
  const clear = () => select([])
  const change = (patch: Partial<ListSearch>) => onSearch(nextSearch(search, patch))
  const titles = new Map(columns.map((column) => [String(column.accessor), column.title ?? '']))

  const sortStatus: DataTableSortStatus<T> = {
    columnAccessor: params.sortColumn,
    direction: params.sort,
  }
  return (
    <Card withBorder padding={0} radius="md">
      <Group p="md" gap="sm" justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          {props.toolbar}
        </Group>
        <Group gap="sm" wrap="wrap" flex={1} justify="flex-end">
          <ListSearchInput q={params.q} label={props.searchLabel} onQuery={(q) => change({ q })} />
          <ColumnsMenu toggles={columnsToggle} titles={titles} onChange={setColumnsToggle} />
          {exporting && <ExportDialog {...exporting} selected={selected} total={props.total} />}
        </Group>
      </Group>
      {props.selectable && selected.length > 0 && (
        <Group px="md" pb="sm" gap="sm">
          <Badge variant="light" size="lg">
            {t('dataTable.selectedCount', { count: selected.length })}
          </Badge>
          {props.selectionActions?.(selected, clear)}
          <Button variant="subtle" size="xs" onClick={clear}>
            {t('dataTable.clearSelection')}
          </Button>
        </Group>
      )}
      {records === undefined ? (
        <SkeletonTable
          titles={effectiveColumns.map((column) => titles.get(String(column.accessor)) ?? '')}
          rows={Math.min(params.perPage, 10)}
        />
      ) : (
        <DataTable<T>
          aria-label={props.label}
          storeColumnsKey={props.id}
          // The Columns menu does the toggling: a toggleable column would also get
          // mantine-datatable's header icon, a button inside the sort button (axe: nested-interactive).
          columns={effectiveColumns.map(({ toggleable: _toggleable, ...column }) => column)}
          records={records}
          idAccessor={props.idAccessor ?? 'id'}
          fetching={props.fetching}
          minHeight={records.length === 0 ? 280 : undefined}
          verticalSpacing="sm"
          highlightOnHover
          borderColor="var(--mantine-color-default-border)"
          sortStatus={sortStatus}
          onSortStatusChange={(status) =>
            change({
              sortColumn: status.sortKey ?? String(status.columnAccessor),
              sort: status.direction,
            })
          }
          totalRecords={props.total}
          page={params.page}
          onPageChange={(page) => change({ page })}
          recordsPerPage={params.perPage}
          recordsPerPageOptions={[...PAGE_SIZES]}
          onRecordsPerPageChange={(perPage) => change({ perPage })}
          recordsPerPageLabel={t('dataTable.perPage')}
          // Isolated, so that "1–10 of 50" keeps its order in a right-to-left layout.
          paginationText={({ from, to, totalRecords }) => (
            <bdi>{t('dataTable.range', { from, to, total: totalRecords })}</bdi>
          )}
          getPaginationControlProps={(control) => ({ 'aria-label': t(`dataTable.${control}`) })}
          rowExpansion={props.rowExpansion}
          {...(props.selectable
            ? {
                selectedRecords: selected,
                onSelectedRecordsChange: select,
                allRecordsSelectionCheckboxProps: { 'aria-label': t('dataTable.selectPage') },
                getRecordSelectionCheckboxProps: (_record: T, index: number) => ({
                  'aria-label': t('dataTable.selectRow', { row: index + 1 }),
                }),
              }
            : {})}
          // mantine-datatable keeps its empty state in the page, only transparent: given while
          // rows show, its action would take keyboard focus unseen.
          emptyState={
            records.length === 0 ? (
              <EmptyState
                icon={<IconDatabaseOff size={28} aria-hidden />}
                withIndicatorBackground
                title={props.empty.title}
                description={props.empty.description}
              >
                {props.empty.action && (
                  <EmptyState.Actions>{props.empty.action}</EmptyState.Actions>
                )}
              </EmptyState>
            ) : undefined
          }
        />
      )}
    </Card>
  )
}
