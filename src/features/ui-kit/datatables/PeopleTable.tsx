import { ActionIcon, Button, Select, useDirection } from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isOneOf } from '@/shared/contract/one-of'
import {
  ListTable,
  listPage,
  nextSearch,
  type ListColumn,
  type ListSearch,
  type ListSort,
} from '@/shared/ui/data-table'
import { fetchDataTablePage, type DataTableParams } from '../api/datatables.api'
import { useDataTablePage } from '../api/datatables.queries'
import {
  DATATABLE_SORT_COLUMNS,
  DATATABLE_STATUSES,
  type DataTableRow,
  type DataTableSortColumn,
} from '../datatables.schema'
import { peopleColumns, peopleExportColumns, peopleFormat, type PeoplePage } from './people-columns'

type PeopleSearch = ListSearch & { status?: number }

const DEFAULT_HIDDEN: readonly (keyof DataTableRow)[] = ['email', 'age']

interface Props {
  page: PeoplePage
  /** Keys the columns the reader chose (localStorage) and names the table's strings. */
  id: string
  label: string
  defaultSort: ListSort & { column: DataTableSortColumn }
  /** Columns that start hidden (default: the e-mail and the age). */
  hidden?: readonly (keyof DataTableRow)[]
  /** Only these columns, in this order (default: every one). */
  only?: readonly (keyof DataTableRow)[]
  /** Selection, a status filter and export (the advanced page). */
  advanced?: boolean
  /** Rows open, by their own button, to show this. */
  details?: (row: DataTableRow) => ReactNode
  /** Shown before the toolbar's filter. */
  toolbar?: ReactNode
}

const sortColumnOf = (column: string, fallback: DataTableSortColumn): DataTableSortColumn =>
  isOneOf(DATATABLE_SORT_COLUMNS, column) ? column : fallback

/**
 * The agency's people on the product's one list table, searched, sorted and paged on the server.
 * The two data-table pages share one route, so the list's state lives in the component, not in
 * the URL.
 */
export function PeopleTable(props: Props) {
  const { page, defaultSort, advanced = false } = props
  const { t, i18n } = useTranslation(`ui-kit/${page}`)
  const [search, setSearch] = useState<PeopleSearch>({})
  const format = useMemo(() => peopleFormat(t, page, i18n.language), [t, page, i18n.language])
  const { k } = format
  const listed = listPage(search, defaultSort)
  const params: DataTableParams = {
    ...listed,
    sortColumn: sortColumnOf(listed.sortColumn, defaultSort.column),
    status: search.status,
  }
  const list = useDataTablePage(params)
  const [expanded, setExpanded] = useState<number[]>([])
  // Closed, the chevron points along the reading direction; open, down.
  const rtl = useDirection().dir === 'rtl'
  const columns = useMemo(() => {
    const all = peopleColumns(format, props.hidden ?? DEFAULT_HIDDEN)
    const shown = props.only
      ? props.only.flatMap((name) => all.filter((column) => column.accessor === name))
      : all
    if (!props.details) return shown
    // A button of its own, not a click on the row: the keyboard reaches it and it says whether
    // the row is open.
    const toggle: ListColumn<DataTableRow> = {
      accessor: 'expand',
      title: '',
      width: 48,
      render: (row) => {
        const open = expanded.includes(row.id)
        return (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={k('details.toggle', { name: row.full_name })}
            aria-expanded={open}
            onClick={() =>
              setExpanded(open ? expanded.filter((id) => id !== row.id) : [...expanded, row.id])
            }
          >
            <IconChevronRight
              size={16}
              aria-hidden
              style={{
                transform: `rotate(${open ? 90 : rtl ? 180 : 0}deg)`,
                transition: 'transform 150ms',
              }}
            />
          </ActionIcon>
        )
      },
    }
    return [toggle, ...shown]
  }, [format, props.hidden, props.only, props.details, expanded, k, rtl])
  const { details } = props

  const statusFilter = advanced && (
    <Select
      aria-label={k('filter.label')}
      placeholder={k('filter.all')}
      data={DATATABLE_STATUSES.map((key, index) => ({
        value: String(index + 1),
        label: k(`status.${key}`),
      }))}
      value={search.status === undefined ? null : String(search.status)}
      onChange={(value) =>
        setSearch(nextSearch(search, { status: value === null ? undefined : Number(value) }))
      }
      clearable
      w={180}
    />
  )
  return (
    <ListTable<DataTableRow, PeopleSearch>
      id={props.id}
      label={props.label}
      columns={columns}
      records={list.data?.invoices}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      search={search}
      onSearch={setSearch}
      defaultSort={defaultSort}
      searchLabel={k('search')}
      toolbar={
        <>
          {props.toolbar}
          {statusFilter}
        </>
      }
      empty={{
        title: k('empty.title'),
        description: k('empty.description'),
        action: (
          <Button variant="light" onClick={() => setSearch({})}>
            {k('empty.clear')}
          </Button>
        ),
      }}
      selectable={advanced}
      rowExpansion={
        details && {
          trigger: 'never',
          allowMultiple: true,
          expanded: {
            recordIds: expanded,
            onRecordIdsChange: (ids: unknown[]) =>
              setExpanded(ids.filter((id): id is number => typeof id === 'number')),
          },
          content: ({ record }) => details(record),
        }
      }
      exporting={
        advanced
          ? {
              fileName: k('exportName'),
              columns: peopleExportColumns(format),
              fetchPage: async (pageNo, perPage, signal) => {
                const answer = await fetchDataTablePage(
                  { ...params, page: pageNo, perPage },
                  signal,
                )
                return { rows: answer.invoices, total: answer.total }
              },
            }
          : undefined
      }
    />
  )
}
