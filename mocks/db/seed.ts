/**
 * The seed runner: fills every table on first open and on reset, in one transaction.
 * Seed rows are computed first (some need async work such as password hashing) because an
 * IndexedDB transaction commits as soon as it awaits anything that is not IndexedDB.
 */
import type { $ZodType } from 'zod/v4/core'
import type { Access, Write } from '../kernel/route'
import { inWriteTransaction } from '../kernel/write'
import { meta } from './database'
import { storage } from './storage'

export interface Seed {
  table: string
  rows: () => readonly object[] | Promise<readonly object[]>
}

export interface DataRegistry {
  seeds: readonly Seed[]
  /** Tables that a reset or an import leaves alone (secrets, live sessions). */
  keep: readonly string[]
  /** Every table an export carries, with the schema its rows must pass on import. */
  exported: Readonly<Record<string, $ZodType>>
  /** The app each exported table belongs to (the settings screen counts rows per app). */
  appOf: Readonly<Record<string, string>>
  /**
   * The tables connected devices share through the agency server (mocks/sync), each with the
   * access its app's API asks to read it, and whether each row belongs to its `userId` alone.
   */
  shared: Readonly<Record<string, SharedTable>>
}

export interface SharedTable {
  access: Access
  owned: boolean
}

let seeding: Promise<void> | null = null

export function ensureSeeded(registry: DataRegistry): Promise<void> {
  seeding ??= seedIfEmpty(registry).catch((error: unknown) => {
    seeding = null
    throw error
  })
  return seeding
}

async function seedIfEmpty(registry: DataRegistry) {
  if (await meta().get('seededAt')) return
  await reseed(registry)
}

const ownWrite: Write = async (fn) => (await inWriteTransaction(fn)).value

/** Thrown inside the write: a table was written after the seed rows were computed. */
class SeedRowsMissing extends Error {}

/** The tables a reset refills now: every one but the kept, or only those written since a seed. */
function staleTables(registry: DataRegistry): string[] {
  const written = storage().writtenSinceSeed()
  return storage()
    .tableNames()
    .filter((name) => !registry.keep.includes(name) && (!written || written.has(name)))
}

/**
 * Clears every table but the kept ones and writes the seeds afresh, in one write transaction:
 * a request racing a reset sees either the old data or the fresh seed, never half of one. Once
 * this worker has seeded, only the tables written since are cleared and refilled (the others
 * hold their seed still): a reset after a few changes writes a few tables, not fifty.
 * Seed rows are computed before the transaction; which tables were written is read again inside
 * it, once every earlier write has committed. A table written in between (a request racing the
 * reset) is refilled too: its rows are computed and the reset tried again.
 */
export async function reseed(registry: DataRegistry, write: Write = ownWrite): Promise<void> {
  const seedOf = new Map(registry.seeds.map((seed) => [seed.table, seed]))
  const rows = new Map<string, readonly object[]>()
  /** A seeded table whose rows are not computed yet. */
  const unready = (table: string) => seedOf.has(table) && !rows.has(table)
  let stale = staleTables(registry)
  for (;;) {
    const missing = stale.filter(unready)
    const computed = await Promise.all(
      missing.map(async (table) => [table, await seedOf.get(table)!.rows()] as const),
    )
    for (const [table, data] of computed) rows.set(table, data)
    try {
      await write(async () => {
        // The transaction is running: the write transactions queued before it have committed.
        await meta().get('seededAt')
        stale = staleTables(registry)
        if (stale.some(unready)) throw new SeedRowsMissing()
        const store = storage()
        for (const table of new Set([...stale, ...rows.keys()])) await store.table(table).clear()
        for (const [table, data] of rows) await store.table(table).bulkAdd([...data])
        await meta().put({ key: 'seededAt', value: new Date().toISOString() })
        store.seededNow()
      })
      return
    } catch (error) {
      if (error instanceof SeedRowsMissing) continue
      storage().forgetSeed()
      throw error
    }
  }
}

/** Forgets the memo, for tests that delete the database between cases. */
export function forgetSeeding(): void {
  seeding = null
  storage().forgetSeed()
}
