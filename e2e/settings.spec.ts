import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
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
    const dump = JSON.parse(await readFile('mocks/db/fixtures/v7.idb.json', 'utf8')) as unknown
    // A page of the origin that starts no worker: the database is written before the app opens it.
    await page.goto('/favicon.svg')
    await page.evaluate(writeRawDatabase, dump)
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

/** Runs in the page: writes the dump (see mocks/db/fixtures/README.md) as a raw IndexedDB. */
async function writeRawDatabase(input: unknown): Promise<void> {
  interface Store {
    name: string
    keyPath: string | string[] | null
    autoIncrement: boolean
    indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[]
    records: { key?: unknown; value: unknown }[]
  }
  const dump = input as { name: string; version: number; stores: Store[] }
  const decode = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(decode)
    if (value === null || typeof value !== 'object') return value
    const record = value as Record<string, unknown>
    if ('$t' in record) {
      if (record.$t === 'undefined') return undefined
      if (record.$t === 'Uint8Array')
        return Uint8Array.from(atob(String(record.v)), (char) => char.charCodeAt(0))
      if (record.$t === 'Date') return new Date(String(record.v))
      if (record.$t === 'Object') return decode(record.v)
      throw new Error(`Unknown tag ${String(record.$t)}`)
    }
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decode(item)]))
  }
  const open = indexedDB.open(dump.name, dump.version)
  open.onupgradeneeded = () => {
    for (const store of dump.stores) {
      const created = open.result.createObjectStore(store.name, {
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
      })
      for (const index of store.indexes)
        created.createIndex(index.name, index.keyPath, {
          unique: index.unique,
          multiEntry: index.multiEntry,
        })
    }
  }
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error ?? new Error('open failed'))
  })
  const tx = idb.transaction(
    dump.stores.map((store) => store.name),
    'readwrite',
  )
  for (const store of dump.stores)
    for (const record of store.records) {
      const objectStore = tx.objectStore(store.name)
      if (store.keyPath === null)
        objectStore.put(decode(record.value), decode(record.key) as IDBValidKey)
      else objectStore.put(decode(record.value))
    }
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('write failed'))
  })
  idb.close()
}
