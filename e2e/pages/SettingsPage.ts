import { expect, type Download, type Locator, type Page } from '@playwright/test'
import { TABLES, type Counts, type TableName } from '../support/env'

export type BackupFile = string | { name: string; mimeType: string; buffer: Buffer }

/**
 * The local database screen (/settings): a row count per table (`data-testid="count-<table>"`),
 * "Reset database" confirmed with "Reset", "Export", and "Import" of the FileInput "Backup file"
 * confirmed with "Replace with the file".
 */
export class SettingsPage {
  readonly resetButton: Locator
  readonly exportButton: Locator
  readonly importButton: Locator
  readonly backupFile: Locator

  constructor(readonly page: Page) {
    this.resetButton = page.getByRole('button', { name: 'Reset database' })
    this.exportButton = page.getByRole('button', { name: 'Export', exact: true })
    this.importButton = page.getByRole('button', { name: 'Import', exact: true })
    this.backupFile = page.getByLabel('Backup file')
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings')
  }

  count(table: TableName): Locator {
    return this.page.getByTestId(`count-${table}`)
  }

  async expectCounts(counts: Partial<Counts>): Promise<void> {
    for (const [table, count] of Object.entries(counts)) {
      await expect(this.count(table as TableName), `rows in ${table}`).toHaveText(String(count))
    }
  }

  async readCounts(): Promise<Counts> {
    const counts = {} as Counts
    for (const table of TABLES) {
      await expect(this.count(table)).toHaveText(/^\d+$/)
      counts[table] = Number(await this.count(table).textContent())
    }
    return counts
  }

  async resetDatabase(): Promise<void> {
    await this.resetButton.click()
    const dialog = this.page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click()
    await expect(dialog).toBeHidden()
  }

  async exportBackup(): Promise<Download> {
    const download = this.page.waitForEvent('download')
    await this.exportButton.click()
    return download
  }

  async chooseBackup(file: BackupFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser')
    await this.backupFile.click()
    await (await chooser).setFiles(file)
  }

  /** The confirmation an import opens, naming the rows per app it replaces. */
  importDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Replace the data with this file?' })
  }

  /** Chooses the file, presses Import and confirms the replacement. */
  async importBackup(file: BackupFile): Promise<void> {
    await this.chooseBackup(file)
    await this.importButton.click()
    const dialog = this.importDialog()
    await dialog.getByRole('button', { name: 'Replace with the file' }).click()
    await expect(dialog).toBeHidden()
  }
}
