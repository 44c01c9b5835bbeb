import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { describe, expect, it, vi } from 'vitest'
import {
  collectRows,
  EXPORT_PAGE_SIZE,
  exportFileName,
  toCsv,
  toXlsx,
  type ExportColumn,
} from './export-file'

interface Row {
  id: number
  name: string
  balance: string | number
}

const columns: ExportColumn<Row>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Balance', value: (row) => row.balance },
]

const rows: Row[] = [
  { id: 1, name: 'Lucía Fernández', balance: 0 },
  { id: 2, name: '=HYPERLINK("http://evil.example","click")', balance: '-$205.25' },
  { id: 3, name: '@SUM(A1:A2)', balance: 724 },
]

describe('toCsv', () => {
  it('writes a header and the rows, with accents kept and formulas escaped', () => {
    const csv = toCsv(rows, columns)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const parsed = Papa.parse<string[]>(csv.slice(1)).data
    expect(parsed[0]).toEqual(['ID', 'Name', 'Balance'])
    expect(parsed[1]).toEqual(['1', 'Lucía Fernández', '0'])
    // A spreadsheet reads these as text, never as formulas.
    expect(parsed[2]?.[1]).toBe(`'=HYPERLINK("http://evil.example","click")`)
    expect(parsed[2]?.[2]).toBe(`'-$205.25`)
    expect(parsed[3]?.[1]).toBe(`'@SUM(A1:A2)`)
  })
})

describe('toXlsx', () => {
  it('writes a workbook that reads back with the same cells', async () => {
    const blob = await toXlsx(rows, columns)
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()))
    expect(sheet[0]).toEqual(['ID', 'Name', 'Balance'])
    expect(sheet.slice(1)).toEqual(rows.map((row) => [row.id, row.name, row.balance]))
  })
})

describe('collectRows', () => {
  it('asks for pages until it has every matching row, reporting progress', async () => {
    const all = Array.from({ length: EXPORT_PAGE_SIZE * 2 + 5 }, (_, index) => index)
    const fetchPage = vi.fn((page: number, perPage: number) =>
      Promise.resolve({ rows: all.slice((page - 1) * perPage, page * perPage), total: all.length }),
    )
    const progress: number[] = []
    const collected = await collectRows(
      fetchPage,
      (done) => progress.push(done),
      new AbortController().signal,
    )
    expect(collected).toEqual(all)
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(progress.at(-1)).toBe(1)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const fetchPage = vi.fn(() => {
      controller.abort()
      return Promise.resolve({
        rows: Array.from({ length: EXPORT_PAGE_SIZE }, () => 1),
        total: 1000,
      })
    })
    await expect(collectRows(fetchPage, () => {}, controller.signal)).rejects.toThrow()
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })
})

describe('exportFileName', () => {
  it('keeps what the user typed, safe for a file system, with one extension', () => {
    expect(exportFileName('invoices-2026-11-22', 'csv')).toBe('invoices-2026-11-22.csv')
    expect(exportFileName('Q4: paid/unpaid.xlsx', 'xlsx')).toBe('Q4- paid-unpaid.xlsx')
    expect(exportFileName('  ', 'csv')).toBe('export.csv')
  })
})
