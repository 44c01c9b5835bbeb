import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { rawDatabaseOf } from '../mocks/db/fixtures/fixtures'
import { writeRawDatabase } from '../mocks/db/fixtures/raw-database'
import { expect, test } from './fixtures'
import type { SettingsPage } from './pages/SettingsPage'
import { callApi, registerUser } from './support/api'
import { audit } from './support/axe'
import { admin, SEEDED_COUNTS } from './support/env'

interface BackupDocument {
  tables: Record<string, unknown[]>
}

const today = () => {
  const local = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000)
  return [local.toISOString().slice(0, 10), new Date().toISOString().slice(0, 10)]
}

/** Adds a user through the API, then reloads so the counts come from the database. */
async function addUser(page: Page, settingsPage: SettingsPage, expected: number) {
  await registerUser(page)
  await page.reload()
  await settingsPage.expectCounts({ authUsers: expected })
}

test.describe('local database', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts). A reset or an
  // import leaves the live sessions alone.
  test.use({ sharedSession: true })

  test.beforeEach(async ({ signIn, settingsPage }) => {
    await signIn(admin)
    await settingsPage.expectCounts(SEEDED_COUNTS)
  })

  test('a write through the API shows in the counts without a reload', async ({
    page,
    settingsPage,
  }) => {
    await registerUser(page)
    await settingsPage.expectCounts({ authUsers: SEEDED_COUNTS.authUsers + 1 })
  })

  test('reset brings the seeds back and keeps the session', async ({
    page,
    shell,
    settingsPage,
  }) => {
    await registerUser(page)
    const toggled = await callApi(page, '/api/bookmarks/update', {
      method: 'POST',
      body: { id: 2 },
    })
    expect(toggled.status).toBe(200)
    await page.reload()
    await settingsPage.expectCounts({ authUsers: SEEDED_COUNTS.authUsers + 1 })
    expect(await settingsPage.readCounts()).not.toEqual(SEEDED_COUNTS)

    await settingsPage.resetDatabase()
    await settingsPage.expectCounts(SEEDED_COUNTS)
    await expect(page).toHaveURL(/\/settings$/)
    expect((await callApi(page, '/api/local-db/stats')).status).toBe(200)
    await page.reload()
    await shell.expectVisible()
    await settingsPage.expectCounts(SEEDED_COUNTS)
  })

  test('an export imports back', async ({ page, settingsPage }) => {
    await addUser(page, settingsPage, SEEDED_COUNTS.authUsers + 1)
    const exported = await settingsPage.readCounts()

    const download = await settingsPage.exportBackup()
    const name = download.suggestedFilename()
    expect(name).toMatch(/^corredor-backup-\d{4}-\d{2}-\d{2}\.json$/)
    expect(today()).toContain(name.slice('corredor-backup-'.length, -'.json'.length))
    const file = await download.path()
    const backup = JSON.parse(await readFile(file, 'utf8')) as BackupDocument
    expect(backup.tables.authUsers).toHaveLength(exported.authUsers)

    await addUser(page, settingsPage, exported.authUsers + 1)
    await settingsPage.importBackup(file)
    await settingsPage.expectCounts(exported)
  })
})

test.describe('keeping the data', () => {
  test.use({ sharedSession: true })

  test.beforeEach(async ({ signIn, settingsPage }) => {
    await signIn(admin)
    await settingsPage.expectCounts(SEEDED_COUNTS)
  })

  test('the persistence card shows what Chromium decided', async ({ page }) => {
    const card = page.getByTestId('persistence-card')
    await expect(card).not.toHaveAttribute('data-state', 'reading')
    const persisted = await page.evaluate(() => navigator.storage.persisted())
    await expect(card).toHaveAttribute('data-state', persisted ? 'granted' : 'not-granted')
    await expect(page.getByTestId('persistence-state')).toHaveText(
      persisted ? 'Persistent' : 'Not persistent',
    )
    await expect(page.getByTestId('persistence-meaning')).toHaveText(
      persisted ? /keeps this app's data/ : /may delete this app's data/,
    )
    await expect(page.getByTestId('persistence-usage')).toHaveText(/used of .+ this browser allows/)
    // Light here; the screen sweep audits /settings in both skins.
    expect(await audit(page)).toEqual([])
    const ask = page.getByTestId('persistence-ask')
    if (persisted) await expect(ask).toBeDisabled()
    else {
      await ask.click()
      const after = await page.evaluate(() => navigator.storage.persisted())
      await expect(card).toHaveAttribute('data-state', after ? 'granted' : 'not-granted')
    }
  })

  test('an import asks first, offers an export, and Cancel keeps the data', async ({
    page,
    settingsPage,
  }) => {
    const exported = await callApi(page, '/api/local-db/export')
    const doc = exported.body as BackupDocument
    const emptied = { ...doc, tables: { ...doc.tables, bookmarks: [] } }
    await settingsPage.chooseBackup({
      name: 'emptied.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(emptied)),
    })
    await settingsPage.importButton.click()
    const dialog = settingsPage.importDialog()
    const search = dialog.getByRole('row').filter({ hasText: 'Search and bookmarks' })
    // Now: 10 files, 10 contacts and 2 bookmarks; in the file: no bookmarks.
    await expect(search).toHaveText(/22\s*20$/)
    await expect(dialog.getByRole('row').filter({ hasText: 'E-commerce' })).toBeVisible()

    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Export current data' }).click()
    expect((await download).suggestedFilename()).toMatch(/^corredor-backup-.+\.json$/)
    await expect(dialog.getByRole('button', { name: 'Current data exported' })).toBeVisible()
    expect(await audit(page)).toEqual([])

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await settingsPage.expectCounts(SEEDED_COUNTS)
  })
})

test.describe('an install made by an earlier release', () => {
  test('a version-7 database in Chromium opens with the FAQ filled', async ({ page, signIn }) => {
    const json = JSON.parse(await readFile('mocks/db/fixtures/v7.idb.json', 'utf8')) as unknown
    // A page of the origin that starts no worker: the database is written before the app opens it.
    await page.goto('/favicon.svg')
    await page.evaluate(writeRawDatabase, rawDatabaseOf(json))
    await signIn(admin, '/pages/faq')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible()
    await expect(page.getByTestId('faq-item').first()).toBeVisible()
    // The release's own rows are there too: its extra user, made before the update.
    const stats = await callApi(page, '/api/local-db/stats')
    const users = (stats.body as { tables: { name: string; count: number }[] }).tables.find(
      (table) => table.name === 'authUsers',
    )
    expect(users?.count).toBe(3)
  })
})
