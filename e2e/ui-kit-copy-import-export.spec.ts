/**
 * The UI kit pages that need a real browser: the clipboard (colours and icons), a spreadsheet
 * read in a Web Worker, and a download read back.
 */
import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import writeXlsxFile from 'write-excel-file/node'
import { expect, test } from './fixtures'
import { admin } from './support/env'

test.describe('UI kit: colours, icons, import and export', () => {
  test.use({ sharedSession: true })

  test('a colour’s hex and an icon’s name are copied, each with a toast', async ({
    page,
    signIn,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(admin, '/colors')
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText())

    const swatch = page.locator('[data-color="brand"] [data-hex]').nth(6)
    const hex = await swatch.getAttribute('data-hex')
    expect(hex).toMatch(/^#[0-9A-F]{6}$/)
    await swatch.click()
    await expect(page.getByRole('alert').filter({ hasText: `${hex} copied` })).toBeVisible()
    expect(await clipboard()).toBe(hex)

    // The search is in the address; the grid draws only the icons in view, not the whole set.
    await page.goto('/icons?q=shield%20check')
    await expect(page.getByRole('status').filter({ hasText: /match/ })).toBeVisible()
    await page.getByRole('button', { name: 'IconShieldCheck', exact: true }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'IconShieldCheck copied' }),
    ).toBeVisible()
    expect(await clipboard()).toBe('IconShieldCheck')
    await page.getByLabel('Search icons').fill('')
    await expect(page.getByRole('status').filter({ hasText: /^All [\d,]+ icons$/ })).toBeVisible()
    expect(await page.locator('[data-index]').count()).toBeLessThan(400)
  })

  test('a CSV, an XLSX and a large CSV (in a Web Worker) are imported, junk refused; the selected rows export', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, '/extensions/import')
    const input = page.locator('input[type="file"]')
    const rowsTable = page.getByRole('table', { name: 'Imported rows' })

    await input.setInputFiles({
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Client,Policy\nElena Suárez,CR-10001\nMarco Rossi,CR-10002\n'),
    })
    await expect(page.getByText('clients.csv: 2 rows, 2 columns')).toBeVisible()
    await expect(rowsTable.getByRole('row')).toHaveCount(3)
    await expect(rowsTable).toContainText('Elena Suárez')

    const xlsx = await writeXlsxFile([
      [{ value: 'Policy' }, { value: 'Premium' }],
      [{ value: 'CR-20001' }, { value: 812.5 }],
    ]).toBuffer()
    await input.setInputFiles({
      name: 'renewals.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    })
    await expect(page.getByText('renewals.xlsx: 1 row, 2 columns')).toBeVisible()
    await expect(rowsTable.getByRole('row').nth(1)).toContainText('CR-20001812.5')

    // Over the worker threshold: read in the background.
    const big = [
      'Policy,Client,Note',
      ...Array.from(
        { length: 6000 },
        (_, i) => `CR-${30001 + i},Client ${i},renewal due in spring`,
      ),
    ]
    await input.setInputFiles({
      name: 'register.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(big.join('\n')),
    })
    await expect(page.getByText('register.csv: 6000 rows, 3 columns')).toBeVisible()
    await expect(page.getByText('Read in the background', { exact: true })).toBeVisible()
    await expect(rowsTable).toContainText('CR-30001')

    await input.setInputFiles({
      name: 'junk.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('not a workbook at all'),
    })
    await expect(
      page.getByRole('alert').filter({ hasText: 'junk.xlsx cannot be imported' }),
    ).toContainText('could not be read')
    await expect(rowsTable).toHaveCount(0)

    await page.goto('/extensions/export-selected')
    const table = page.getByRole('table', { name: 'Policies to export' })
    await table.getByRole('checkbox', { name: 'Select CR-10002' }).check()
    await table.getByRole('checkbox', { name: 'Select CR-10005' }).check()
    await page.getByRole('textbox', { name: 'File name' }).fill('renewals-march')
    await page.getByText('CSV', { exact: true }).click()
    let download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export 2 policies' }).click()
    expect((await download).suggestedFilename()).toBe('renewals-march.csv')
    const csv = Papa.parse<string[]>(
      (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, ''),
      { skipEmptyLines: true },
    )
    expect(csv.data.map((row) => row[0])).toEqual(['Policy', 'CR-10002', 'CR-10005'])

    await page.getByText('XLSX', { exact: true }).click()
    download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export 2 policies' }).click()
    expect((await download).suggestedFilename()).toBe('renewals-march.xlsx')
    const sheet = await readSheet(await readFile((await (await download).path())!))
    expect(sheet.map((row) => row[0])).toEqual(['Policy', 'CR-10002', 'CR-10005'])
  })
})
