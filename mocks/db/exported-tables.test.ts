/**
 * Every table an app declares is carried by an export (its server's `rows`), kept by a reset and
 * an import (`keep`), or one of the secrets below. A table left out of `rows` by mistake breaks
 * nothing anyone sees: an export silently lacks it and an import leaves it as it was. This is
 * where that shows.
 */
import { describe, expect, it } from 'vitest'
import { apps, dataRegistry } from '@mocks/handlers'

/** Never exported, never overwritten by an import: hashes and keys, like passwords. */
const SECRETS: Readonly<Record<string, string>> = {
  credentials: 'password hashes (auth)',
  twoStepSecrets: 'two-step sign-in keys (account settings)',
  apiKeys: 'API key hashes (api-keys)',
}

describe('the tables an export carries', () => {
  it('are every app table but the kept ones and the secrets', () => {
    const exported = new Set(Object.keys(dataRegistry.exported))
    const kept = new Set(dataRegistry.keep)
    const left = apps
      .flatMap((app) => Object.keys(app.tables ?? {}).map((table) => `${app.id}: ${table}`))
      .filter((entry) => {
        const table = entry.slice(entry.indexOf(': ') + 2)
        return !exported.has(table) && !kept.has(table) && !(table in SECRETS)
      })
    expect(
      left,
      'a table with no row schema in its server module (<app>.rows.ts) nor a place in SECRETS',
    ).toEqual([])
  })

  it('name only secrets that are tables', () => {
    const tables = new Set(apps.flatMap((app) => Object.keys(app.tables ?? {})))
    expect(Object.keys(SECRETS).filter((table) => !tables.has(table))).toEqual([])
  })
})
