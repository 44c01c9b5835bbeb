import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, onPostgres, signIn, type TestSession } from '@mocks/test/api'
import { forgetSeeding } from '@mocks/db/seed'
import { CHANNEL_NAME, type ChangeMessage } from '@/shared/contract/channel'
import type { DbStats, ExportDocument } from '@/features/local-db/local-db.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const stats = async (token: string) => {
  const result = await call<DbStats>('GET', '/api/local-db/stats', { token })
  expect(result.status).toBe(200)
  return result.body
}
const counts = async (token: string) =>
  Object.fromEntries((await stats(token)).tables.map((table) => [table.name, table.count]))

const exportDoc = async (token: string) => {
  const result = await call<ExportDocument>('GET', '/api/local-db/export', { token })
  expect(result.status).toBe(200)
  return result.body
}

/** Something every test can change and check: a new user and a flipped bookmark. */
async function changeSomething(session: TestSession) {
  const registered = await call('POST', '/jwt/register', {
    body: { username: 'changed', email: 'changed@demo.com', password: 'secret12' },
  })
  expect(registered.status).toBe(200)
  const toggled = await call('POST', '/api/bookmarks/update', {
    token: session.accessToken,
    body: { id: 1 },
  })
  expect(toggled.status).toBe(200)
}

describe('GET /api/local-db/stats', () => {
  it('counts the seeded rows of every exported table', async () => {
    const { accessToken } = await signIn()
    const body = await stats(accessToken)
    const byName = Object.fromEntries(body.tables.map((table) => [table.name, table.count]))
    expect(byName).toMatchObject({
      authUsers: 2,
      bookmarks: 2,
      searchFiles: 10,
      searchContacts: 10,
    })
    expect(byName).not.toHaveProperty('credentials')
    expect(byName).not.toHaveProperty('sessions')
    expect(body.totalRows).toBe(body.tables.reduce((sum, table) => sum + table.count, 0))
    expect(body.schemaVersion).toBeGreaterThanOrEqual(1)
    expect(Date.parse(body.seededAt ?? '')).not.toBeNaN()
    expect(body).toHaveProperty('storage')
  })

  it('follows writes, and belongs to the settings screen: the client may not read it', async () => {
    const admin = await signIn()
    await changeSomething(admin)
    expect(await counts(admin.accessToken)).toMatchObject({ authUsers: 3, bookmarks: 1 })
    const client = await signIn('client@demo.com', 'client')
    const refused = await call<ErrorBody>('GET', '/api/local-db/stats', {
      token: client.accessToken,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('forbidden')
  })

  it('needs a bearer', async () => {
    const result = await call<ErrorBody>('GET', '/api/local-db/stats')
    expect(result.status).toBe(401)
    expect(result.body.error.code).toBe('unauthorized')
  })
})

describe('POST /api/local-db/reset', () => {
  it('lets the client reset its own device, but only an administrator the agency server', async () => {
    const admin = await signIn()
    /** The tables `changeSomething` writes (sign-ins write others). */
    const written = async () => {
      const { authUsers, bookmarks } = await counts(admin.accessToken)
      return { authUsers, bookmarks }
    }
    const seeded = await written()
    await changeSomething(admin)
    const changed = await written()
    const client = await signIn('client@demo.com', 'client')
    const answer = await call<ErrorBody>('POST', '/api/local-db/reset', {
      token: client.accessToken,
    })
    if (onPostgres()) {
      expect(answer.status).toBe(403)
      expect(answer.body.error.code).toBe('forbidden')
      expect(await written()).toEqual(changed)
    } else {
      expect(answer.status).toBe(200)
      expect(await written()).toEqual(seeded)
    }
    expect(changed).not.toEqual(seeded)
  })

  it('restores the seed counts after a change and keeps the caller signed in', async () => {
    const session = await signIn()
    const seeded = await counts(session.accessToken)
    const seededAt = (await stats(session.accessToken)).seededAt
    await changeSomething(session)
    expect(await counts(session.accessToken)).not.toEqual(seeded)

    const reset = await call('POST', '/api/local-db/reset', { token: session.accessToken })
    expect(reset.status).toBe(200)
    expect(await counts(session.accessToken)).toEqual(seeded)
    expect((await stats(session.accessToken)).seededAt).not.toBe(seededAt)

    // The old access token still works (above); so does the old refresh token.
    const refreshed = await call<{ accessToken: string }>('POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refreshToken },
    })
    expect(refreshed.status).toBe(200)
    expect(
      (await call('GET', '/api/local-db/stats', { token: refreshed.body.accessToken })).status,
    ).toBe(200)
  })

  it('lets the demo accounts sign in again and drops registered users', async () => {
    const session = await signIn()
    await changeSomething(session)
    await call('POST', '/api/local-db/reset', { token: session.accessToken })
    await expect(signIn('client@demo.com', 'client')).resolves.toBeTruthy()
    const gone = await call('POST', '/jwt/login', {
      body: { email: 'changed@demo.com', password: 'secret12' },
    })
    expect(gone.status).toBe(400)
  })

  // The server's database is written by other processes too: its reset always refills every table.
  it.skipIf(onPostgres())(
    'once this worker has seeded, refills only the tables written since, as a full seed would',
    async () => {
      const session = await signIn()
      const channel = new BroadcastChannel(CHANNEL_NAME)
      const changed: (readonly string[])[] = []
      channel.onmessage = (event: MessageEvent<ChangeMessage>) => changed.push(event.data.tables)
      const delivered = () => new Promise((resolve) => setTimeout(resolve, 20))
      /** The tables a reset wrote, as its broadcast names them. */
      const reset = async () => {
        await delivered()
        changed.length = 0
        const answer = await call('POST', '/api/local-db/reset', { token: session.accessToken })
        expect(answer.status).toBe(200)
        await delivered()
        return changed.flat().sort()
      }
      // The sign-in seeded the database; nothing seeded has been written since.
      expect(await reset()).toEqual(['meta'])
      await changeSomething(session)
      expect(await reset()).toEqual(['authUsers', 'bookmarks', 'credentials', 'meta'])
      const partial = await exportDoc(session.accessToken)
      // The same data as a full seed: a worker that knows nothing of what was written (started
      // anew, its seed failed, its database closed under it) refills every table.
      forgetSeeding()
      expect((await reset()).length).toBeGreaterThan(40)
      expect((await exportDoc(session.accessToken)).tables).toEqual(partial.tables)
      channel.close()
    },
  )

  it('needs a bearer and changes nothing without one', async () => {
    const session = await signIn()
    await changeSomething(session)
    const before = await counts(session.accessToken)
    expect((await call('POST', '/api/local-db/reset')).status).toBe(401)
    expect(
      (await call('POST', '/api/local-db/reset', { token: 'forged.token.value' })).status,
    ).toBe(401)
    expect(await counts(session.accessToken)).toEqual(before)
  })
})

describe('GET /api/local-db/export', () => {
  it('carries every exported table with the schema version and no secrets', async () => {
    const { accessToken } = await signIn()
    const doc = await exportDoc(accessToken)
    expect(doc.format).toBe('corredor-local-db')
    expect(doc.schemaVersion).toBe((await stats(accessToken)).schemaVersion)
    expect(Date.parse(doc.exportedAt)).not.toBeNaN()
    expect(Object.keys(doc.tables).sort()).toEqual(
      (await stats(accessToken)).tables.map((t) => t.name).sort(),
    )
    for (const hidden of ['credentials', 'sessions', 'secrets', 'meta'])
      expect(doc.tables).not.toHaveProperty(hidden)
    expect(JSON.stringify(doc)).not.toMatch(/"(hash|salt|password|iterations)"/i)
    expect(doc.tables.authUsers).toHaveLength(2)
  })

  it('needs a bearer', async () => {
    expect((await call('GET', '/api/local-db/export')).status).toBe(401)
  })
})

describe('POST /api/local-db/import', () => {
  it('round-trips an export exactly, replacing later changes', async () => {
    const session = await signIn()
    const saved = await exportDoc(session.accessToken)
    await changeSomething(session)
    expect((await exportDoc(session.accessToken)).tables).not.toEqual(saved.tables)

    const imported = await call('POST', '/api/local-db/import', {
      token: session.accessToken,
      body: saved,
    })
    expect(imported.status).toBe(200)
    expect((await exportDoc(session.accessToken)).tables).toEqual(saved.tables)
    // Sessions are not part of the document: the caller is still signed in.
    const refreshed = await call('POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refreshToken },
    })
    expect(refreshed.status).toBe(200)
  })

  it('imports a changed document and the change shows everywhere', async () => {
    const session = await signIn()
    const doc = await exportDoc(session.accessToken)
    doc.tables.bookmarks = []
    doc.tables.searchFiles = doc.tables.searchFiles!.slice(0, 3)
    const imported = await call('POST', '/api/local-db/import', {
      token: session.accessToken,
      body: doc,
    })
    expect(imported.status).toBe(200)
    expect(await counts(session.accessToken)).toMatchObject({ bookmarks: 0, searchFiles: 3 })
    const bookmarks = await call<{ bookmarks: unknown[] }>('GET', '/api/bookmarks/data', {
      token: session.accessToken,
    })
    expect(bookmarks.body.bookmarks).toEqual([])
  })

  type Mutate = (doc: ExportDocument) => unknown
  const bad: [string, Mutate, RegExp][] = [
    ['a wrong format', (doc) => ({ ...doc, format: 'something-else' }), /format/],
    [
      'a wrong schemaVersion',
      (doc) => ({ ...doc, schemaVersion: doc.schemaVersion + 1 }),
      /schema version/i,
    ],
    [
      'a schemaVersion that is not a number',
      (doc) => ({ ...doc, schemaVersion: 'one' }),
      /schemaVersion/,
    ],
    [
      'an unknown table',
      (doc) => ({ ...doc, tables: { ...doc.tables, mystery: [] } }),
      /Unknown table/,
    ],
    [
      'a missing table',
      (doc) => {
        const { searchFiles: _dropped, ...tables } = doc.tables
        return { ...doc, tables }
      },
      /Missing table/,
    ],
    [
      'a row failing its schema',
      (doc) => ({ ...doc, tables: { ...doc.tables, searchFiles: [{ id: 'x', title: 3 }] } }),
      /searchFiles/,
    ],
    [
      'a row with an extra field (a smuggled password hash)',
      (doc) => {
        const [first, ...rest] = doc.tables.authUsers as Record<string, unknown>[]
        return { ...doc, tables: { ...doc.tables, authUsers: [{ ...first, hash: 'x' }, ...rest] } }
      },
      /authUsers/,
    ],
    [
      'duplicate primary keys',
      (doc) => {
        const files = doc.tables.searchFiles!
        return { ...doc, tables: { ...doc.tables, searchFiles: [...files, files[0]] } }
      },
      /.+/,
    ],
    ['tables that is not an object', (doc) => ({ ...doc, tables: [] }), /tables/],
    [
      'a table that is not an array',
      (doc) => ({ ...doc, tables: { ...doc.tables, bookmarks: {} } }),
      /bookmarks/,
    ],
    ['an empty body', () => undefined, /.+/],
  ]

  it.each(bad)('rejects %s with 400 and changes nothing', async (_case, mutate, message) => {
    const session = await signIn()
    await changeSomething(session)
    const before = await exportDoc(session.accessToken)
    const body = mutate(structuredClone(before))
    const result = await call<ErrorBody>('POST', '/api/local-db/import', {
      token: session.accessToken,
      body,
    })
    expect(result.status).toBe(400)
    expect(result.body.error.code).toBe('bad_request')
    expect(result.body.error.message).toMatch(message)
    expect((await exportDoc(session.accessToken)).tables).toEqual(before.tables)
  })

  it('rejects a body that is not JSON with 400', async () => {
    const session = await signIn()
    const before = await exportDoc(session.accessToken)
    const result = await call<ErrorBody>('POST', '/api/local-db/import', {
      token: session.accessToken,
      rawBody: '{oops',
    })
    expect(result.status).toBe(400)
    expect(result.body.error.fields).toHaveProperty('body')
    expect((await exportDoc(session.accessToken)).tables).toEqual(before.tables)
  })

  it('needs a bearer and changes nothing without one', async () => {
    const session = await signIn()
    const doc = await exportDoc(session.accessToken)
    const emptied = { ...doc, tables: { ...doc.tables, searchFiles: [] } }
    expect((await call('POST', '/api/local-db/import', { body: emptied })).status).toBe(401)
    expect(await counts(session.accessToken)).toMatchObject({ searchFiles: 10 })
  })
})

describe('who may reset, export and import', () => {
  it('gives the whole database only to manage all', async () => {
    const admin = await signIn()
    const doc = await exportDoc(admin.accessToken)
    const client = await signIn('client@demo.com', 'client')
    const exported = await call<ErrorBody>('GET', '/api/local-db/export', {
      token: client.accessToken,
    })
    expect(exported.status).toBe(403)
    expect(exported.body.error.code).toBe('forbidden')
    const imported = await call<ErrorBody>('POST', '/api/local-db/import', {
      token: client.accessToken,
      body: doc,
    })
    expect(imported.status).toBe(403)
  })
})
