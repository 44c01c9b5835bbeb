import { readFile } from 'node:fs/promises'
import { expect, type Download, type Locator, type Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { transitionsEnded } from '../support/motion'

/**
 * The Invoices app: the list (/apps/invoice/list) on the shared list table, the preview with its
 * actions, history and payment drawer, and the add/edit form.
 */
export class InvoicePage {
  readonly table: Locator
  readonly rows: Locator
  readonly search: Locator
  readonly status: Locator
  readonly history: Locator
  readonly drawer: Locator

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Invoices' })
    this.rows = this.table.locator('tbody tr')
    this.search = page.getByRole('searchbox', { name: 'Search invoices' })
    this.status = page.getByTestId('invoice-status')
    this.history = page.getByTestId('invoice-history')
    this.drawer = page.getByRole('dialog', { name: 'Add payment' })
  }

  static readonly list = '/apps/invoice/list'
  static readonly add = '/apps/invoice/add'
  static preview = (id: number) => `/apps/invoice/preview/${id}`

  /** The list has loaded its rows. */
  async expectList(): Promise<void> {
    await expect(this.table.locator('[data-status]').first()).toBeVisible()
  }

  /** The ids of the rows shown, in order. */
  async ids(): Promise<number[]> {
    const texts = await this.table.locator('tbody tr td:nth-child(2) a').allInnerTexts()
    return texts.map((text) => Number(text.replace('#', '')))
  }

  async exportRows(format: 'CSV' | 'Excel (XLSX)', scope: RegExp): Promise<Download> {
    await this.page.getByRole('button', { name: 'Export', exact: true }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Export rows' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('radio', { name: format }).check()
    await dialog.getByRole('radio', { name: scope }).check()
    const download = this.page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Export', exact: true }).click()
    const file = await download
    await expect(dialog).toBeHidden()
    return file
  }

  /** The preview's "Download PDF": the file's bytes, and the time from the click to the file. */
  async downloadPdf(): Promise<{ data: Buffer; ms: number }> {
    const download = this.page.waitForEvent('download')
    const started = Date.now()
    await this.page.getByRole('button', { name: 'Download PDF' }).click()
    const file = await download
    const ms = Date.now() - started
    expect(file.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/)
    return { data: await readFile((await file.path())!), ms }
  }

  /** A PDF's text, page by page, one line per text run, as a viewer reads it (pdfjs). */
  static async pdfPages(data: Buffer): Promise<string[]> {
    const pdf = await getDocument({ data: new Uint8Array(data) }).promise
    const pages: string[] = []
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
    }
    await pdf.destroy()
    return pages
  }

  async openDrawer(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add payment' }).click()
    await expect(this.drawer).toBeVisible()
    await transitionsEnded(this.page)
  }
}
