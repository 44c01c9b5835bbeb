/**
 * The advanced data table's export, read back from the browser's download: the rows selected on
 * the page, exactly those, in CSV and in XLSX. (Search, sort and pages are flow tests:
 * integration/flows/ui-kit-tables.test.tsx.)
 */
import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { expect, test } from './fixtures'
import { admin } from './support/env'

test.describe('UI kit: data tables', () => {
  test.use({ sharedSession: true })

  test('the selected rows are exported to CSV and XLSX, exactly those', async ({
    page,
    signIn,
  }) => {
    await signIn(admin, '/datatables/advanced')
    const table = page.getByRole('table', { name: 'Staff and contacts' })
    // Sorted by salary, highest first, so the rows picked are not just the first ids.
    await table.getByRole('button', { name: /^Salary/ }).click()
    await table.getByRole('button', { name: /^Salary/ }).click()
    const column = await table
      .locator('thead th')
      .evaluateAll((cells) =>
        cells.findIndex((cell) => cell.getAttribute('data-accessor') === 'salary'),
      )
    const salaryCells = table.locator(`tbody tr td:nth-child(${column + 1})`)
    await expect
      .poll(async () => {
        const values = (await salaryCells.allTextContents()).map((text) =>
          Number(text.replace(/\D/g, '')),
        )
        return (
          values.length === 10 && values.every((value, i) => i === 0 || value <= values[i - 1]!)
        )
      })
      .toBe(true)
    const picked: string[] = []
    for (const row of [1, 3, 4]) {
      const checkbox = table.getByRole('checkbox', { name: `Select row ${row}`, exact: true })
      await checkbox.check()
      const line = table.locator('tbody tr').nth(row - 1)
      picked.push((await line.locator('p').nth(1).textContent()) ?? '')
    }
    expect(picked.every((email) => email.includes('@'))).toBe(true)
    await expect(page.getByText('3 selected')).toBeVisible()

    const exportAs = async (format: 'CSV' | 'Excel (XLSX)') => {
      await page.getByRole('button', { name: 'Export', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Export rows' })
      await expect(dialog.getByRole('radio', { name: 'The selected rows (3)' })).toBeChecked()
      await dialog.getByRole('textbox', { name: 'File name' }).fill('top-salaries')
      await dialog.getByRole('radio', { name: format }).check()
      const download = page.waitForEvent('download')
      await dialog.getByRole('button', { name: 'Export', exact: true }).click()
      await expect(dialog).toBeHidden()
      return download
    }

    const csvFile = await exportAs('CSV')
    expect(csvFile.suggestedFilename()).toBe('top-salaries.csv')
    const csv = Papa.parse<string[]>(
      (await readFile((await csvFile.path())!, 'utf8')).replace(/^\uFEFF/, ''),
      { skipEmptyLines: true },
    )
    const [header, ...rows] = csv.data
    expect(header?.slice(0, 3)).toEqual(['ID', 'Name', 'E-mail'])
    expect(rows.map((row) => row[2])).toEqual(picked)
    const salaries = rows.map((row) => Number(row[6]))
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a))

    const xlsxFile = await exportAs('Excel (XLSX)')
    expect(xlsxFile.suggestedFilename()).toBe('top-salaries.xlsx')
    const sheet = await readSheet(await readFile((await xlsxFile.path())!))
    expect(sheet[0]?.slice(0, 3)).toEqual(['ID', 'Name', 'E-mail'])
    expect(sheet.slice(1).map((row) => row[2])).toEqual(picked)
    expect(sheet.slice(1).map((row) => typeof row[6])).toEqual(['number', 'number', 'number'])
  })
})
