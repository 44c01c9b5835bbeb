import { describe, expect, it } from 'vitest'
import {
  cellText,
  checkFile,
  MAX_FILE_BYTES,
  spreadsheetKind,
  toTable,
  WORKER_THRESHOLD_BYTES,
  XLSX_TYPE,
} from './spreadsheet-file'

const file = (name: string, size = 1000, type = '') => ({ name, size, type })

describe('the import’s file checks', () => {
  it('knows a spreadsheet by its extension, or by its type when it has none', () => {
    expect(spreadsheetKind(file('clients.CSV'))).toBe('csv')
    expect(spreadsheetKind(file('renewals.xlsx'))).toBe('xlsx')
    expect(spreadsheetKind(file('export', 10, XLSX_TYPE))).toBe('xlsx')
    expect(spreadsheetKind(file('export', 10, 'text/csv'))).toBe('csv')
    // The extension decides: an old Excel file or a PDF is no spreadsheet we read.
    expect(spreadsheetKind(file('old.xls', 10, 'application/vnd.ms-excel'))).toBeNull()
    expect(spreadsheetKind(file('policy.pdf', 10, 'text/csv'))).toBeNull()
    expect(spreadsheetKind(file('notes'))).toBeNull()
  })

  it('refuses a file before reading it when it is no spreadsheet, too large or empty', () => {
    expect(checkFile(file('photo.jpg'))).toEqual({ ok: false, problem: 'not-spreadsheet' })
    expect(checkFile(file('big.csv', MAX_FILE_BYTES + 1))).toEqual({
      ok: false,
      problem: 'too-large',
    })
    expect(checkFile(file('blank.csv', 0))).toEqual({ ok: false, problem: 'empty' })
  })

  it('reads a large file in the worker and a small one in the page', () => {
    expect(checkFile(file('small.csv', WORKER_THRESHOLD_BYTES))).toEqual({
      ok: true,
      kind: 'csv',
      inWorker: false,
    })
    expect(checkFile(file('large.xlsx', WORKER_THRESHOLD_BYTES + 1))).toEqual({
      ok: true,
      kind: 'xlsx',
      inWorker: true,
    })
    expect(checkFile(file('limit.csv', MAX_FILE_BYTES))).toMatchObject({ ok: true })
  })
})

describe('the imported table', () => {
  it('writes every cell as text', () => {
    expect(cellText('=SUM(A1:A2)')).toBe('=SUM(A1:A2)')
    expect(cellText('<b>bold</b>')).toBe('<b>bold</b>')
    expect(cellText(1234.5)).toBe('1234.5')
    expect(cellText(true)).toBe('TRUE')
    expect(cellText(null)).toBe('')
    expect(cellText(new Date(Date.UTC(2026, 2, 15)))).toBe('2026-03-15')
    expect(cellText(new Date(Date.UTC(2026, 2, 15, 9, 30)))).toBe('2026-03-15T09:30:00.000Z')
  })

  it('takes the first row as the header, drops blank rows and pads short ones', () => {
    expect(
      toTable([
        ['', '', ''],
        ['Policy', 'Client', ''],
        ['CR-1', 'Elena Suárez', 'VIP'],
        [null, ' '],
        ['CR-2'],
      ]),
    ).toEqual({
      columns: ['Policy', 'Client', ''],
      rows: [
        ['CR-1', 'Elena Suárez', 'VIP'],
        ['CR-2', '', ''],
      ],
    })
    expect(toTable([])).toBeNull()
    expect(toTable([[''], [null]])).toBeNull()
  })
})
