/**
 * The data-table demos' columns over the agency's people: headers, statuses and experience in
 * the reader's language, dates and salaries in their format. Both pages hold the strings these
 * read (`uiKit.<page>.columns.*`, `.status.*`, `.years`), since each page loads only its own.
 */
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { formatDay } from '@/shared/format/day'
import type { ExportColumn, ListColumn } from '@/shared/ui/data-table'
import classes from './people.module.css'
import { statusKeyOf, type DataTableRow, type DataTableStatusKey } from '../datatables.schema'

export type PeoplePage = 'datatables-basic' | 'datatables-advanced'

export const STATUS_COLORS: Record<DataTableStatusKey, string> = {
  current: 'violet',
  professional: 'green',
  rejected: 'red',
  resigned: 'orange',
  applied: 'cyan',
}

export interface PeopleFormat {
  k: (key: string, values?: Record<string, unknown>) => string
  day: (day: string) => string
  salary: (value: number) => string
  years: (count: number) => string
}

export function peopleFormat(t: TFunction, page: PeoplePage, language: string): PeopleFormat {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
  const k = (key: string, values: Record<string, unknown> = {}) => t(`uiKit.${page}.${key}`, values)
  return {
    k,
    day: (day) => formatDay(day, language),
    salary: (value) => money.format(value),
    years: (count) => k('years', { count }),
  }
}

export function StatusBadge({ status, format }: { status: number; format: PeopleFormat }) {
  const key = statusKeyOf(status)
  return (
    // At least as wide as its label: a badge would otherwise let a tight column cut it short.
    <Badge variant="light" color={STATUS_COLORS[key]} miw="max-content">
      {format.k(`status.${key}`)}
    </Badge>
  )
}

function Person({ row }: { row: DataTableRow }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={row.avatar || null}
        name={row.full_name}
        color="initials"
        alt={row.avatar ? '' : undefined}
        radius="xl"
        size={34}
      />
      <Stack gap={0} miw={0}>
        <Text fz="sm" fw={500} truncate>
          {row.full_name}
        </Text>
        <Text fz="xs" className={classes.email} truncate>
          {row.email}
        </Text>
      </Stack>
    </Group>
  )
}

/**
 * Every column. `hidden` start hidden (the Columns menu turns them on): the e-mail shows under
 * the name anyway, and a page at a laptop's width has room for eight columns, not ten.
 */
export function peopleColumns(
  format: PeopleFormat,
  hidden: readonly (keyof DataTableRow)[],
): ListColumn<DataTableRow>[] {
  const { k } = format
  const columns: ListColumn<DataTableRow>[] = [
    {
      accessor: 'full_name',
      title: k('columns.name'),
      sortable: true,
      toggleable: false,
      render: (row) => <Person row={row} />,
    },
    { accessor: 'email', title: k('columns.email'), sortable: true },
    { accessor: 'post', title: k('columns.post'), sortable: true, noWrap: true },
    { accessor: 'city', title: k('columns.city'), sortable: true },
    {
      accessor: 'start_date',
      title: k('columns.startDate'),
      sortable: true,
      noWrap: true,
      render: (row) => format.day(row.start_date),
    },
    {
      accessor: 'salary',
      title: k('columns.salary'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (row) => format.salary(row.salary),
    },
    { accessor: 'age', title: k('columns.age'), sortable: true, textAlign: 'right' },
    {
      accessor: 'experience',
      title: k('columns.experience'),
      sortable: true,
      noWrap: true,
      render: (row) => format.years(row.experience),
    },
    {
      accessor: 'status',
      title: k('columns.status'),
      sortable: true,
      render: (row) => <StatusBadge status={row.status} format={format} />,
    },
  ]
  return columns.map((column) =>
    hidden.some((name) => name === column.accessor) ? { ...column, defaultToggle: false } : column,
  )
}

/** The export's columns: the same headers, raw numbers (a spreadsheet sums them), ISO dates. */
export function peopleExportColumns(format: PeopleFormat): ExportColumn<DataTableRow>[] {
  const { k } = format
  return [
    { header: k('columns.id'), value: (row) => row.id },
    { header: k('columns.name'), value: (row) => row.full_name },
    { header: k('columns.email'), value: (row) => row.email },
    { header: k('columns.post'), value: (row) => row.post },
    { header: k('columns.city'), value: (row) => row.city },
    { header: k('columns.startDate'), value: (row) => row.start_date },
    { header: k('columns.salary'), value: (row) => row.salary },
    { header: k('columns.age'), value: (row) => row.age },
    { header: k('columns.experience'), value: (row) => row.experience },
    { header: k('columns.status'), value: (row) => k(`status.${statusKeyOf(row.status)}`) },
  ]
}
