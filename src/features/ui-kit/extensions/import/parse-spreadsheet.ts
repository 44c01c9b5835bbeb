/**
 * Reads a spreadsheet's bytes into a table: CSV with papaparse (UTF-8, or the Windows encoding
 * Excel still writes in Europe), XLSX with read-excel-file's browser build. Runs in the page or
 * in the import's Web Worker alike.
 */
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/browser'
import {
  toTable,
  type ImportProblem,
  type SheetTable,
  type SpreadsheetKind,
} from './spreadsheet-file'

export class SpreadsheetError extends Error {
  constructor(readonly problem: Extract<ImportProblem, 'empty' | 'unreadable'>) {
    super(problem)
  }
}

function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

function parseCsv(bytes: ArrayBuffer): SheetTable | null {
  const text = decode(bytes).replace(/^\uFEFF/, '')
  // A text file has no NUL characters; a binary file renamed to .csv does.
  if (text.includes('\u0000')) throw new SpreadsheetError('unreadable')
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  // An opening quote never closed swallows the rest of the file: better refused than misread.
  if (parsed.errors.some((error) => error.code === 'MissingQuotes'))
    throw new SpreadsheetError('unreadable')
  return toTable(parsed.data)
}

async function parseXlsx(bytes: ArrayBuffer): Promise<SheetTable | null> {
  try {
    return toTable(await readSheet(bytes))
  } catch {
    // Not a zip, a zip that is no workbook, a damaged sheet: all the same to the reader.
    throw new SpreadsheetError('unreadable')
  }
}

export async function parseSpreadsheet(
  bytes: ArrayBuffer,
  kind: SpreadsheetKind,
): Promise<SheetTable> {
  const table = kind === 'csv' ? parseCsv(bytes) : await parseXlsx(bytes)
  // A header with nothing under it is as empty as a blank file: there is nothing to import.
  if (!table || table.rows.length === 0) throw new SpreadsheetError('empty')
  return table
}
