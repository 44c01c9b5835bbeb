/**
 * What each schema version's upgrade means, written once and run two ways: over the database as
 * it opens (Dexie's upgrade transaction), and over an export document from an earlier release as
 * it is imported. A step sees only an `UpgradeTarget`, so both ways apply the same meaning.
 */
import type { Transaction } from 'dexie'
import { trackWrites } from '../kernel/write-guard'
import type { TableSchemas } from './database'
import type { Seed } from './seed'

export type Row = Record<string, unknown>

/** The data a step reads and changes: the database being opened, or a document's tables. */
export interface UpgradeTarget {
  /** Whether the target holds the table (a document holds only the exported ones). */
  has: (table: string) => boolean
  count: (table: string) => Promise<number>
  fill: (table: string, rows: readonly object[]) => Promise<void>
  mapRows: (table: string, change: (row: Row) => Row) => Promise<void>
}

export type UpgradeStep = (target: UpgradeTarget) => Promise<void>

/** One line of the schema history: the stores a version adds or changes, and what moves data. */
export interface SchemaVersion {
  version: number
  stores: TableSchemas
  upgrade?: readonly UpgradeStep[]
}

/**
 * Fills each named table that has a seed from it when the table is empty: an install that already
 * had data gains the rows of the tables an update adds (a first launch seeds every table anyway).
 */
export function fillIfEmpty(seeds: readonly Seed[], tables: readonly string[]): UpgradeStep {
  return async (target) => {
    for (const seed of seeds) {
      if (!tables.includes(seed.table) || !target.has(seed.table)) continue
      if ((await target.count(seed.table)) === 0) await target.fill(seed.table, await seed.rows())
    }
  }
}

/**
 * Fills the named tables from their seeds only when every one of them is empty: the mark of an
 * install whose update added them and left them empty. A user may empty one table on purpose, so
 * a group with any row left is not touched.
 */
export function fillIfAllEmpty(seeds: readonly Seed[], tables: readonly string[]): UpgradeStep {
  return async (target) => {
    const held = tables.filter((table) => target.has(table))
    for (const table of held) if ((await target.count(table)) > 0) return
    await fillIfEmpty(seeds, held)(target)
  }
}

/** Changes every row of the named tables. */
export function mapRows(tables: readonly string[], change: (row: Row) => Row): UpgradeStep {
  return async (target) => {
    for (const table of tables) if (target.has(table)) await target.mapRows(table, change)
  }
}

/** The upgrade of one Dexie version: its steps over the upgrade transaction, which holds `tables`. */
export function dexieUpgrade(steps: readonly UpgradeStep[], tables: ReadonlySet<string>) {
  return async (tx: Transaction): Promise<void> => {
    // The upgrade's own transaction is the only writer while the database opens: the write guard
    // lets it through like a kernel write (no page is listening yet).
    trackWrites(tx.idbtrans, new Set())
    const target: UpgradeTarget = {
      has: (table) => tables.has(table),
      count: (table) => tx.table(table).count(),
      fill: async (table, rows) => {
        await tx.table(table).bulkAdd([...rows])
      },
      mapRows: async (table, change) => {
        await tx
          .table<Row>(table)
          .toCollection()
          .modify((row, ref) => {
            ref.value = change(row)
          })
      },
    }
    for (const step of steps) await step(target)
  }
}

/** The tables a version of the history had: every store declared up to it. */
export function tablesAt(history: readonly SchemaVersion[], version: number): Set<string> {
  const tables = new Set<string>()
  for (const line of history)
    if (line.version <= version) for (const name of Object.keys(line.stores)) tables.add(name)
  return tables
}

/**
 * Brings a document's tables from `from` to the history's last version, in place: each later
 * version's steps run over the tables it had that an export carries (`exported`). A table such a
 * version had but the document lacks is read as empty.
 */
export async function upgradeDocument(
  history: readonly SchemaVersion[],
  from: number,
  tables: Record<string, unknown[]>,
  exported: readonly string[],
): Promise<void> {
  for (const line of history) {
    if (line.version <= from || !line.upgrade) continue
    const present = tablesAt(history, line.version)
    const has = (table: string) => present.has(table) && exported.includes(table)
    const rowsOf = (table: string) => (tables[table] ??= [])
    const target: UpgradeTarget = {
      has,
      count: async (table) => rowsOf(table).length,
      fill: async (table, rows) => {
        // Copies: the seed's own objects must not be shared with (and changed by) a document.
        tables[table] = rows.map((row) => structuredClone(row))
      },
      mapRows: async (table, change) => {
        tables[table] = rowsOf(table).map((row) => (isRow(row) ? change(row) : row))
      },
    }
    for (const step of line.upgrade) await step(target)
  }
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
