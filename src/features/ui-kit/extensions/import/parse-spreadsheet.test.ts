import writeXlsxFile from 'write-excel-file/node'
import { describe, expect, it } from 'vitest'
import { parseSpreadsheet } from './parse-spreadsheet'

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

async function xlsx(rows: (string | number)[][]): Promise<ArrayBuffer> {
  const buffer = await writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer()
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer
}

describe('parsing a spreadsheet', () => {
  it('reads a CSV with a byte-order mark, quotes and formulas kept as text', async () => {
    const csv =
      '\uFEFFPolicy,Client,Note\r\nCR-1,"Suárez, Elena",=HYPERLINK("x")\r\n\r\nCR-2,Marco Rossi,\r\n'
    await expect(parseSpreadsheet(bytes(csv), 'csv')).resolves.toEqual({
      columns: ['Policy', 'Client', 'Note'],
      rows: [
        ['CR-1', 'Suárez, Elena', '=HYPERLINK("x")'],
        ['CR-2', 'Marco Rossi', ''],
      ],
    })
  })

  it('reads a CSV written in the Windows encoding', async () => {
    const latin1 = new Uint8Array([...'Client\nJos'].map((c) => c.charCodeAt(0)).concat([0xe9]))
    await expect(parseSpreadsheet(latin1.buffer, 'csv')).resolves.toEqual({
      columns: ['Client'],
      rows: [['José']],
    })
  })

  it('reads the first sheet of an XLSX', async () => {
    const book = await xlsx([
      ['Policy', 'Premium'],
      ['CR-1', 480.5],
    ])
    await expect(parseSpreadsheet(book, 'xlsx')).resolves.toEqual({
      columns: ['Policy', 'Premium'],
      rows: [['CR-1', '480.5']],
    })
  })

  it('refuses a file it cannot read, and one with no rows', async () => {
    await expect(parseSpreadsheet(bytes('not a workbook'), 'xlsx')).rejects.toMatchObject({
      problem: 'unreadable',
    })
    await expect(
      parseSpreadsheet(new Uint8Array([0, 1, 2, 0]).buffer, 'csv'),
    ).rejects.toMatchObject({
      problem: 'unreadable',
    })
    await expect(parseSpreadsheet(bytes('"CR-1,open quote\nCR-2'), 'csv')).rejects.toMatchObject({
      problem: 'unreadable',
    })
    for (const blank of ['\r\n ,, \r\n', 'Policy,Client\r\n'])
      await expect(parseSpreadsheet(bytes(blank), 'csv')).rejects.toMatchObject({
        problem: 'empty',
      })
  })
})
