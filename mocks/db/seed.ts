/**
 * The seed runner: fills every table on first open and on reset, in one transaction.
 * Seed rows are computed first (some need async work such as password hashing) because an
 * IndexedDB transaction commits as soon as it awaits anything that is not IndexedDB.
 */
import type { $ZodType } from 'zod/v4/core'
import type { Write } from '../kernel/route'
import { inWriteTransaction } from '../kernel/write'
import { forgetWritesSinceSeed, seededNow, writtenSinceSeed } from '../kernel/write-guard'
import { db, meta } from './database'

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

/**
 * Clears every table but the kept ones and writes the seeds afresh, in one write transaction:
 * a request racing a reset sees either the old data or the fresh seed, never half of one. Once
 * this worker has seeded, only the tables written since are cleared and refilled (the others
 * hold their seed still): a reset after a few changes writes a few tables, not fifty.
 */
export async function reseed(registry: DataRegistry, write: Write = ownWrite): Promise<void> {
  const written = writtenSinceSeed()
  const stale = (table: string) =>
    !registry.keep.includes(table) && (!written || written.has(table))
  const data = await Promise.all(
    registry.seeds
      .filter((seed) => stale(seed.table))
      .map(async (seed) => [seed.table, await seed.rows()] as const),
  )
  try {
    await write(async () => {
      for (const table of db.tables) if (stale(table.name)) await table.clear()
      for (const [table, rows] of data) await db.table(table).bulkAdd([...rows])
      await meta().put({ key: 'seededAt', value: new Date().toISOString() })
      seededNow()
    })
  } catch (error) {
    forgetWritesSinceSeed()
    throw error
  }
}

/** Forgets the memo, for tests that delete the database between cases. */
export function forgetSeeding(): void {
  seeding = null
  forgetWritesSinceSeed()
}
