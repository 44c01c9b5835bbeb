/**
 * Export of a list to CSV or XLSX: rows are collected page by page from the API (so a large
 * table streams with progress), then written with papaparse (formula injection escaped: a cell
 * that starts with =, +, -, @, a tab or a carriage return is prefixed with a quote) or
 * write-excel-file, and handed to the browser as a download.
 */
import Papa from 'papaparse'

export type ExportFormat = 'csv' | 'xlsx'
export type CellValue = string | number | boolean | Date | null

export interface ExportColumn<T> {
  header: string
  value: (row: T) => CellValue
}

export interface Page<T> {
  rows: T[]
  total: number
}

export type FetchPage<T> = (page: number, perPage: number, signal: AbortSignal) => Promise<Page<T>>

export const EXPORT_PAGE_SIZE = 100

/** Every row matching the list's filters, one page at a time; `onProgress` gets 0 to 1. */
export async function collectRows<T>(
  fetchPage: FetchPage<T>,
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<T[]> {
  const rows: T[] = []
  for (let page = 1; ; page += 1) {
    signal.throwIfAborted()
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE, signal)
    rows.push(...answer.rows)
    onProgress(answer.total === 0 ? 1 : Math.min(1, rows.length / answer.total))
    if (answer.rows.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) return rows
  }
}

const cellText = (value: CellValue): string | number | boolean =>
  value === null ? '' : value instanceof Date ? value.toISOString() : value

/** CSV with a byte-order mark, so spreadsheet programs read accents right. */
export function toCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => cellText(column.value(row)))),
    },
    { escapeFormulae: true },
  )
  return `\uFEFF${csv}`
}

export async function toXlsx<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }))
  const body = rows.map((row) => columns.map((column) => column.value(row)))
  return writeXlsxFile([header, ...body]).toBlob()
}

/** A file name the user typed, made safe, with the format's extension. */
export function exportFileName(name: string, format: ExportFormat): string {
  const base =
    name
      .trim()
      .replace(/\.(csv|xlsx)$/i, '')
      .replace(/[\\/:*?"<>|]+/g, '-') || 'export'
  return `${base}.${format}`
}

export async function exportBlob<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  format: ExportFormat,
): Promise<Blob> {
  if (format === 'xlsx') return toXlsx(rows, columns)
  return new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' })
}
