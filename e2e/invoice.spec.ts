import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { readSheet } from 'read-excel-file/node'
import { expect, test } from './fixtures'
import { InvoicePage } from './pages/InvoicePage'
import { callApi } from './support/api'
import { admin } from './support/env'

test.describe('invoices', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  let invoices: InvoicePage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, InvoicePage.list)
    invoices = new InvoicePage(page)
    await invoices.expectList()
  })

  test('adds an invoice with two items and finds it by its total, after a reload too', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Create invoice' }).first().click()
    await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Client' }).click()
    await page.getByRole('option', { name: /Sofía Castillo/ }).click()
    const lines = page.getByTestId('line-item')
    await lines.nth(0).getByRole('textbox', { name: 'Item' }).fill('Fleet policy renewal')
    await lines.nth(0).getByRole('textbox', { name: 'Cost' }).fill('1200')
    await lines.nth(0).getByRole('textbox', { name: 'Qty' }).fill('2')
    await page.getByRole('button', { name: 'Add item' }).click()
    await lines.nth(1).getByRole('textbox', { name: 'Item' }).fill('Roadside assistance')
    await lines.nth(1).getByRole('textbox', { name: 'Cost' }).fill('150')
    await lines.nth(1).getByRole('textbox', { name: 'Tax' }).fill('10')
    await expect(page.getByTestId('form-total')).toHaveText('$2,565.00')
    await page.getByRole('button', { name: 'Create invoice' }).click()
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/51$/)
    await expect(page.getByTestId('invoice-totals')).toContainText('$2,565.00')
    await page.goto(InvoicePage.list)
    await invoices.expectList()
    await invoices.search.fill('2565')
    await expect(page).toHaveURL(/q=/)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect.poll(() => invoices.ids()).toEqual([51])
      await expect(invoices.rows.first()).toContainText('Sofía Castillo')
      await expect(invoices.rows.first()).toContainText('$2,565.00')
    }
  })

  test('records payments down to zero: Paid, and the history shows them, after a reload too', async ({
    page,
  }) => {
    await page.goto(`${InvoicePage.list}?status=Past+Due`)
    await invoices.expectList()
    const [id] = await invoices.ids()
    await page.goto(InvoicePage.preview(id!))
    await expect(invoices.status).toHaveText('Past due')
    await invoices.openDrawer()
    const amount = invoices.drawer.getByLabel('Payment amount')
    const full = Number((await amount.inputValue()).replace(/[$,]/g, ''))
    await amount.fill(String(Math.floor(full / 2)))
    await invoices.drawer.getByRole('button', { name: 'Record payment' }).click()
    await expect(invoices.drawer).toBeHidden()
    await expect(invoices.status).toHaveText('Partial payment')
    await invoices.openDrawer()
    await invoices.drawer.getByLabel('Internal note').fill('Final instalment')
    await invoices.drawer.getByRole('button', { name: 'Record payment' }).click()
    await expect(invoices.drawer).toBeHidden()
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(invoices.status).toHaveText('Paid')
      await expect(
        invoices.history.getByText(/^Payment of .* by Bank transfer; \$0\.00 left$/),
      ).toBeVisible()
      await expect(invoices.history.getByText('Final instalment')).toBeVisible()
      await expect(
        invoices.history.getByText('Status changed from Partial payment to Paid'),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Add payment' })).toBeDisabled()
    }
  })

  test('deletes an invoice after confirming, after a reload too', async ({ page }) => {
    const [first] = await invoices.ids()
    await invoices.table.getByRole('button', { name: `More actions for invoice ${first}` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete the invoice?' })
    await confirm.getByRole('button', { name: 'Delete invoice' }).click()
    await expect(invoices.table.getByRole('link', { name: `#${first}`, exact: true })).toHaveCount(
      0,
    )
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await invoices.expectList()
      expect(await invoices.ids()).not.toContain(first)
      await expect(page.getByText('1–10 of 49')).toBeVisible()
    }
    await page.goto(InvoicePage.preview(first!))
    await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible()
  })

  test('exports the selected rows to CSV and XLSX that read back right', async () => {
    const ids = await invoices.ids()
    await invoices.table.getByRole('checkbox', { name: 'Select row 2' }).check()
    await invoices.table.getByRole('checkbox', { name: 'Select row 4' }).check()
    const picked = [ids[1]!, ids[3]!]
    const csv = await invoices.exportRows('CSV', /selected rows \(2\)/)
    expect(csv.suggestedFilename()).toMatch(/^invoices-.*\.csv$/)
    const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '')
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true })
    expect(parsed.data.map((row) => Number(row.ID))).toEqual(picked)
    expect(parsed.meta.fields).toEqual(
      expect.arrayContaining(['ID', 'Client', 'Email', 'Total', 'Status', 'Balance']),
    )
    const xlsx = await invoices.exportRows('Excel (XLSX)', /selected rows \(2\)/)
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
    const sheet = await readSheet(await readFile((await xlsx.path())!))
    expect(sheet[0]?.[0]).toBe('ID')
    expect(sheet.slice(1).map((row) => row[0])).toEqual(picked)
    expect(sheet.slice(1).map((row) => row[1])).toEqual(parsed.data.map((row) => row.Client))
  })

  test('sends by email (the mail lands in Sent), downloads a PDF and prints, all in the history', async ({
    page,
  }) => {
    await page.goto(InvoicePage.preview(2))
    await page.getByRole('button', { name: 'Send invoice' }).click()
    const composer = page.getByRole('dialog', { name: 'Invoice #2 from Corredor Seguros' })
    await expect(composer.getByText('invoice-2.pdf')).toBeVisible()
    await composer.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(composer).toBeHidden()
    const total = (await page.getByTestId('invoice-totals').innerText()).match(/\$[\d,.]+$/)?.[0]
    const { data } = await invoices.downloadPdf()
    expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const [text, ...more] = await InvoicePage.pdfPages(data)
    expect(more).toHaveLength(0)
    for (const words of ['Invoice #2', 'Elena Suárez', 'Panadería Suárez', total!, 'Page 1 of 1'])
      expect(text).toContain(words)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      // The seed's own send, and this one.
      await expect(invoices.history.getByText('Sent to elena@panaderiasuarez.es')).toHaveCount(2)
      await expect(invoices.history.getByText('Downloaded as PDF')).toBeVisible()
    }
    await page.goto('/apps/email/sent')
    await expect(page.getByText('Invoice #2 from Corredor Seguros').first()).toBeVisible()
    // The print view opens the browser's print dialog once the document shows.
    await page.addInitScript(() => {
      window.print = () => document.body.setAttribute('data-printed', 'true')
    })
    await page.goto('/apps/invoice/print/2')
    await expect(page.getByRole('heading', { name: 'Invoice #2', level: 1 })).toBeVisible()
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'true')
  })

  test('a 100-item invoice: its PDF (made only when asked) and its print view hold every item over several pages, the totals on the last', async ({
    page,
  }) => {
    // Two multi-page PDFs made and read back: about 17 s on a loaded two-core machine.
    test.slow()
    const items = Array.from({ length: 100 }, (_, index) => ({
      item: `Policy line ${index + 1}`,
      description: `Cover ${index + 1}, renewed yearly`,
      cost: 100 + index,
      quantity: 1 + (index % 3),
      discount: index % 4 ? 0 : 10,
      tax: index % 5 ? 0 : 21,
    }))
    items[1]!.item = 'Δημήτρης Παπαδόπουλος'
    items[2]!.item = 'Дмитрий Иванов'
    const client = {
      name: 'Łukasz Żółć',
      company: 'Żółć Transport',
      companyEmail: 'lukasz@zolc.pl',
      address: 'ul. Świętokrzyska 12, Warszawa',
      country: 'Poland',
      contact: '+48 600 100 200',
    }
    const created = await callApi<{ id: number; total: number }>(page, '/apps/invoice/add', {
      method: 'POST',
      body: { invoice: { issuedDate: '2026-11-20', dueDate: '2026-12-20', client, items } },
    })
    expect(created.status).toBe(201)
    const { id, total } = created.body
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' })
    const pdfChunk: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/invoice-pdf-[\w-]+\.js$/.test(request.url())) pdfChunk.push(request.url())
    })
    await page.goto(InvoicePage.preview(id))
    await expect(page.getByTestId('invoice-totals')).toContainText(money.format(total))
    // jsPDF, autotable and the font load with the first file made, not with the screen.
    expect(pdfChunk).toHaveLength(0)
    const { data, ms } = await invoices.downloadPdf()
    expect(pdfChunk).toHaveLength(1)
    const pages = await InvoicePage.pdfPages(data)
    test.info().annotations.push({
      type: 'pdf',
      description: `100 items: ${pages.length} pages, ${data.length} bytes, ${ms} ms click to file`,
    })
    expect(pages.length).toBeGreaterThan(1)
    const lines = pages.join('\n').split('\n')
    for (const line of items) expect(lines).toContain(line.item)
    expect(pages[0]).toContain('Łukasz Żółć')
    pages.forEach((text, index) => {
      expect(text).toContain(`Invoice #${id}`)
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`)
      expect(text.includes('Subtotal')).toBe(index === pages.length - 1)
    })
    expect(pages.at(-1)).toContain(money.format(total))

    // The print view on paper: every item, the header atop each page, the totals on the last.
    await page.addInitScript(() => {
      window.print = () => document.body.setAttribute('data-printed', 'true')
    })
    await page.goto(`/apps/invoice/print/${id}`)
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'true')
    await page.emulateMedia({ media: 'print' })
    const printed = await InvoicePage.pdfPages(await page.pdf({ preferCSSPageSize: true }))
    expect(printed.length).toBeGreaterThan(1)
    // Chromium writes a word or a space per text run: read it as one line per page.
    const paper = printed.map((text) => text.replace(/\s+/g, ' '))
    for (const line of items) {
      expect(paper.join(' ')).toContain(line.item)
      expect(paper.join(' ')).toContain(line.description)
    }
    paper.forEach((text, index) => {
      expect(text).toContain('Item Cost Qty Discount Tax Price')
      expect(text.includes('Subtotal')).toBe(index === paper.length - 1)
    })
    expect(paper.at(-1)).toContain(money.format(total))
  })
})
