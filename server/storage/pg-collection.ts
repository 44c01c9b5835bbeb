/**
 * A collection over one PostgreSQL table, read as Dexie reads one: a range of one encoded column
 * in (column, pk) order, JS filters over the rows as they stream, then offset and limit. As in
 * Dexie, a collection's methods change it and answer it (`c.filter(f); c.toArray()` filters).
 */
import type { StoreCollection } from '../../mocks/db/store'
import { dexieCmp } from './key-path'

export interface Bound {
  readonly bytes: Uint8Array
  readonly inclusive: boolean
}

/** Which rows of the column: a range, a set of keys, or nothing (an empty `anyOf`). */
export interface Range {
  readonly lower?: Bound
  readonly upper?: Bound
  readonly values?: readonly Uint8Array[]
  /** Any of these [lower, upper) ranges (`anyOf` over a virtual index). */
  readonly prefixes?: readonly { lower: Uint8Array; upper: Uint8Array }[]
  readonly empty?: boolean
  /** Dexie's collections over an invalid key fail when read, not when built. */
  readonly error?: Error
}

/** A row as read: its encoded primary key, its key, the row, and its value in the column. */
export interface StoredRow<Row, Key> {
  readonly pk: Uint8Array
  readonly key: Key
  readonly doc: Row
  readonly position: Uint8Array
}

/** What a collection asks of its table. */
export interface CollectionSource<Row, Key> {
  /** Rows of `range` on `column` in order, after (`after`) the last row of the previous page. */
  page(query: PageQuery): Promise<StoredRow<Row, Key>[]>
  countRange(column: string, range: Range): Promise<number>
  /** Writes the changed rows back (a changed key: delete and add), in one transaction. */
  rewrite(rows: readonly { old: StoredRow<Row, Key>; row: Row }[]): Promise<void>
  deleteRows(pks: readonly Uint8Array[]): Promise<void>
  inTransaction<T>(work: () => Promise<T>): Promise<T>
}

export interface PageQuery {
  readonly column: string
  readonly range: Range
  readonly reversed: boolean
  readonly after?: { position: Uint8Array; pk: Uint8Array }
  readonly offset: number
  readonly limit: number
}

const PAGE_SIZE = 500

interface Context<Row> {
  column: string
  range: Range
  /** `equalsIgnoreCase`: a test of the row's index value, which SQL's range cannot say. */
  keyTest?: (row: Row) => boolean
  filters: ((row: Row) => boolean)[]
  reversed: boolean
  /** Offset and limit folded in chain order, as Dexie replays them after every filter. */
  skip: number
  take: number
}

export class PgCollection<Row, Key> implements StoreCollection<Row, Key> {
  private readonly ctx: Context<Row>

  constructor(
    private readonly source: CollectionSource<Row, Key>,
    column: string,
    range: Range,
    keyTest?: (row: Row) => boolean,
  ) {
    this.ctx = { column, range, filters: [], reversed: false, skip: 0, take: Infinity }
    if (keyTest) this.ctx.keyTest = keyTest
  }

  filter(predicate: (row: Row) => boolean): this {
    this.ctx.filters.push(predicate)
    return this
  }

  reverse(): this {
    this.ctx.reversed = !this.ctx.reversed
    return this
  }

  /** Skips rows of what a prior `limit` kept: `limit(5).offset(2)` is 3 rows, as in Dexie. */
  offset(count: number): this {
    if (count <= 0) return this
    this.ctx.skip += count
    this.ctx.take = Math.max(0, this.ctx.take - count)
    return this
  }

  limit(count: number): this {
    this.ctx.take = Math.max(0, Math.min(this.ctx.take, count))
    return this
  }

  private async rows(ctx: Context<Row> = this.ctx): Promise<StoredRow<Row, Key>[]> {
    const { range } = ctx
    if (range.error) throw range.error
    if (range.empty || ctx.take === 0) return []
    const tests = ctx.keyTest ? [ctx.keyTest, ...ctx.filters] : ctx.filters
    const base = { column: ctx.column, range, reversed: ctx.reversed }
    if (tests.length === 0) {
      // No JS filter: SQL cuts the rows itself.
      return this.source.page({ ...base, offset: ctx.skip, limit: ctx.take })
    }
    return this.source.inTransaction(async () => {
      const kept: StoredRow<Row, Key>[] = []
      let skip = ctx.skip
      let after: PageQuery['after']
      for (;;) {
        const page = await this.source.page({
          ...base,
          offset: 0,
          limit: PAGE_SIZE,
          ...(after ? { after } : {}),
        })
        for (const row of page) {
          if (!tests.every((test) => test(row.doc))) continue
          if (skip > 0) {
            skip--
            continue
          }
          kept.push(row)
          if (kept.length >= ctx.take) return kept
        }
        const last = page[page.length - 1]
        if (!last || page.length < PAGE_SIZE) return kept
        after = { position: last.position, pk: last.pk }
      }
    })
  }

  async toArray(): Promise<Row[]> {
    return (await this.rows()).map((row) => row.doc)
  }

  async count(): Promise<number> {
    const { range, keyTest, filters, skip, take } = this.ctx
    if (range.error) throw range.error
    if (range.empty) return 0
    if (keyTest || filters.length > 0) return (await this.rows()).length
    const total = await this.source.countRange(this.ctx.column, range)
    return Math.max(0, Math.min(total - skip, take))
  }

  /** Reads without changing this collection (Dexie's `first` narrows it to one row). */
  async first(): Promise<Row | undefined> {
    const rows = await this.rows({ ...this.ctx, take: Math.min(this.ctx.take, 1) })
    return rows[0]?.doc
  }

  async last(): Promise<Row | undefined> {
    const reversed = { ...this.ctx, reversed: !this.ctx.reversed, take: Math.min(this.ctx.take, 1) }
    return (await this.rows(reversed))[0]?.doc
  }

  /** Dexie's sortBy: a stable sort of the collection's rows, descending when it is reversed. */
  async sortBy(keyPath: string): Promise<Row[]> {
    const order = this.ctx.reversed ? -1 : 1
    const rows = await this.toArray()
    return rows.sort((a, b) => dexieCmp(sortValue(a, keyPath), sortValue(b, keyPath)) * order || 0)
  }

  async primaryKeys(): Promise<Key[]> {
    return (await this.rows()).map((row) => row.key)
  }

  async each(visit: (row: Row) => void): Promise<void> {
    for (const row of await this.rows()) visit(row.doc)
  }

  /** As Dexie: every row is written back, and the answer is how many rows matched. */
  async modify(change: (row: Row) => void): Promise<number> {
    return this.source.inTransaction(async () => {
      const rows = await this.rows()
      const changed = rows.map((old) => {
        const row = structuredClone(old.doc)
        change(row)
        return { old, row }
      })
      try {
        await this.source.rewrite(changed)
      } catch (error) {
        // Dexie's ModifyError: named plain 'Error', its failures attached; the transaction rolls back.
        throw Object.assign(new Error(`Error modifying one or more objects: ${String(error)}`), {
          failures: [error],
        })
      }
      return rows.length
    })
  }

  async delete(): Promise<number> {
    return this.source.inTransaction(async () => {
      const rows = await this.rows()
      await this.source.deleteRows(rows.map((row) => row.pk))
      return rows.length
    })
  }
}

/**
 * The value sortBy compares, read as Dexie's sortBy reads it: a missing step before the last
 * throws a TypeError (Dexie indexes into undefined), so a handler sees the same failure here.
 */
function sortValue(row: unknown, keyPath: string): unknown {
  let value: unknown = row
  for (const step of keyPath.split('.')) {
    if (value === undefined || value === null)
      throw new TypeError(`Cannot read properties of ${String(value)} (reading '${step}')`)
    value = (value as Record<string, unknown>)[step]
  }
  return value
}
