/**
 * Import, beyond the shape checks of local-db.handlers.test.ts: a write that fails half-way
 * leaves every table as it was, and the schema version decides how a file is taken (an earlier
 * release's is upgraded on the way in; a later release's is refused).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { storage } from '@mocks/db/storage'
import { readExport } from '@mocks/db/fixtures/fixtures'
import { call, exportDatabase, freshDatabase, signIn } from '@mocks/test/api'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const importing = (token: string, body: unknown) =>
  call<ErrorBody>('POST', '/api/local-db/import', { token, body })

describe('POST /api/local-db/import, failing half-way', () => {
  it('leaves every table whole when a late table breaks a unique index', async () => {
    const { accessToken } = await signIn()
    await call('POST', '/api/bookmarks/update', { token: accessToken, body: { id: 1 } })
    const before = await exportDatabase(accessToken)
    const names = Object.keys(before.tables)
    // Blog posts come after most tables: those are cleared and written before the failure.
    expect(names.indexOf('blogPosts')).toBeGreaterThan(names.length / 2)

    const doc = structuredClone(before)
    // Earlier tables that would differ if they stayed written.
    doc.tables.searchFiles = doc.tables.searchFiles!.slice(0, 3)
    doc.tables.bookmarks = []
    doc.tables.emails = []
    const [first, second, ...rest] = doc.tables.blogPosts!
    // Passes the row schema; breaks the `&slug` index only when written.
    doc.tables.blogPosts = [first!, { ...second!, slug: first!.slug }, ...rest]
    const result = await importing(accessToken, doc)

    expect(result.status).toBe(400)
    expect(result.body.error.message).toMatch(/could not be imported/)
    expect((await exportDatabase(accessToken)).tables).toEqual(before.tables)
  })
})

describe('POST /api/local-db/import, by schema version', () => {
  it('refuses a file from a newer release, saying so, and changes nothing', async () => {
    const { accessToken } = await signIn()
    const before = await exportDatabase(accessToken)
    const result = await importing(accessToken, {
      ...before,
      schemaVersion: storage().version() + 1,
    })
    expect(result.status).toBe(400)
    expect(result.body.error.message).toMatch(/newer release.*update the app/)
    expect(result.body.error.fields).toHaveProperty('schemaVersion')
    expect((await exportDatabase(accessToken)).tables).toEqual(before.tables)
  })

  it('refuses an earlier release file that lacks a table that release had', async () => {
    const { accessToken } = await signIn()
    const file = structuredClone(await readExport(7)) as { tables: Record<string, unknown[]> }
    delete file.tables.invoices
    const result = await importing(accessToken, file)
    expect(result.status).toBe(400)
    expect(result.body.error.message).toBe('Missing table: invoices')
  })

  it('takes a version-6 file: its basket becomes the admin’s, later apps come from the seed', async () => {
    const { accessToken } = await signIn()
    const file = structuredClone(await readExport(6)) as { tables: Record<string, unknown[]> }
    expect(file.tables).not.toHaveProperty('faqItems')
    const cart = file.tables.ecommerceCart!
    expect(cart.length).toBeGreaterThan(0)
    expect(cart.every((row) => !Object.hasOwn(Object(row), 'userId'))).toBe(true)
    expect((await importing(accessToken, file)).status).toBe(200)

    const after = await exportDatabase(accessToken)
    expect(after.tables.ecommerceCart).toEqual(cart.map((row) => ({ ...Object(row), userId: 1 })))
    expect(after.tables.faqItems?.length).toBeGreaterThan(0)
    const faq = await call('GET', '/faq/data', { token: accessToken })
    expect(faq.status).toBe(200)
  })
})
