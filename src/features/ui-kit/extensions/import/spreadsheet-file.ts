/**
 * The import's rules, before and after reading: which files are spreadsheets, how large one may
 * be, when it is read off the main thread, and how its rows become a table of text.
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024
/** Above this a file is parsed in a Web Worker, so the page stays responsive. */
export const WORKER_THRESHOLD_BYTES = 200 * 1024

export type SpreadsheetKind = 'csv' | 'xlsx'
export type ImportProblem = 'not-spreadsheet' | 'too-large' | 'empty' | 'unreadable' | 'one-file'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** What the file picker offers and what a drop accepts. */
export const ACCEPTED = { 'text/csv': ['.csv'], [XLSX_TYPE]: ['.xlsx'] }

/** A spreadsheet by its name, or by its type when the name has no extension. */
export function spreadsheetKind(file: { name: string; type: string }): SpreadsheetKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase()
  if (extension) return extension === 'csv' || extension === 'xlsx' ? extension : null
  if (file.type === XLSX_TYPE) return 'xlsx'
  return file.type === 'text/csv' ? 'csv' : null
}

export type FileCheck =
  { ok: true; kind: SpreadsheetKind; inWorker: boolean } | { ok: false; problem: ImportProblem }

/** What can be known before reading a byte: its kind, and whether its size is allowed. */
export function checkFile(file: { name: string; type: string; size: number }): FileCheck {
  const kind = spreadsheetKind(file)
  if (!kind) return { ok: false, problem: 'not-spreadsheet' }
  if (file.size > MAX_FILE_BYTES) return { ok: false, problem: 'too-large' }
  if (file.size === 0) return { ok: false, problem: 'empty' }
  return { ok: true, kind, inWorker: file.size > WORKER_THRESHOLD_BYTES }
}

export interface SheetTable {
  /** The header row; an empty string where a column has no header. */
  columns: string[]
  /** Every row under it, as text, as wide as the widest row. */
  rows: string[][]
}

/** A cell as read by papaparse (text) or read-excel-file (text, number, boolean, date), as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    const iso = value.toISOString()
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  return String(value)
}

/** The first non-blank row is the header; blank rows go; every row is padded to the widest. */
export function toTable(raw: readonly (readonly unknown[])[]): SheetTable | null {
  const rows = raw
    .map((row) => row.map(cellText))
    .filter((row) => row.some((cell) => cell.trim() !== ''))
  if (rows.length === 0) return null
  const width = Math.max(...rows.map((row) => row.length))
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')]
  const [header, ...body] = rows.map(pad)
  return { columns: header!.map((cell) => cell.trim()), rows: body }
}
