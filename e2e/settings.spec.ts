import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { SettingsPage } from './pages/SettingsPage'
import { callApi, registerUser } from './support/api'
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
