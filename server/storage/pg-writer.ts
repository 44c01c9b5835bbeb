/**
 * Writing rows of one table over PostgreSQL (pg-table.ts's add, put, bulkAdd and bulkPut), with
 * Dexie's answers: a key taken or a unique index value taken is a ConstraintError, and bulkAdd and
 * bulkPut keep the rows that could be written, then throw a BulkError.
 *
 * Bulk writes go in statements of many rows: each row alone was five statements (its key, two
 * checks, the row, its projection entries), and importing ten thousand invoices took a minute.
 * A batch whose rows clash with nothing (no key or unique value twice in it, none already held by
 * another stored row) is checked and written in one statement each; one that does clash is
 * written a row at a time, so the error is the one Dexie gives, for the row it gives it for.
 */
import { storeError } from './errors'
import type { EncodableKey } from './key-encoding'
import { encodeKey } from './key-encoding'
import { nextKey, raiseKey } from './key-generators'
import { keyOf, setByPath } from './key-path'
import { logChanges, upsertEntries, type AnyProjection } from './pg-projection'
import { encodeRow } from './row-codec'
import { quoteIdentifier, type TableSchema } from './schema'
import type { ChangeLog } from './change-log'
import type { Transactions } from './transaction'

interface Prepared {
  row: unknown
  key: EncodableKey
  pk: Uint8Array
  /** The row's value of each index, encoded; null where it has none. */
  columns: (Uint8Array | null)[]
}

/** Bind parameters per statement: well under PostgreSQL's 65,535. */
const PARAMETERS = 30_000
/** Rows per batch at most (the projection entries take four parameters a row). */
const BATCH = 1_000

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')
const placeholders = (count: number, from = 1): string =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ')

export class PgWriter {
  private readonly name: string
  private readonly sqlTable: string
  private readonly batch: number

  constructor(
    private readonly schema: TableSchema,
    private readonly transactions: Transactions,
    private readonly projections: readonly AnyProjection[],
    private readonly changeLog?: ChangeLog,
  ) {
    this.name = schema.table
    this.sqlTable = quoteIdentifier(schema.table)
    this.batch = Math.min(BATCH, Math.floor(PARAMETERS / (3 + schema.indexes.length)))
  }

  private query<R>(text: string, params: unknown[] = []): Promise<R[]> {
    return this.transactions
      .current()
      .query<R>(text, params)
      .then((result) => result.rows)
  }

  /** One row: added (a key taken is a ConstraintError) or put. */
  one(row: unknown, add: boolean): Promise<unknown> {
    return this.transactions.run(async () => {
      const [prepared] = await this.prepare([row])
      if (!prepared) throw storeError('DataError', `${this.name}: the row has no valid key`)
      await this.checkOne(prepared, add)
      await this.store([prepared])
      return prepared.key
    })
  }

  /**
   * Dexie's bulkAdd and bulkPut: the rows that can be written are, then a BulkError names those
   * that could not (in a caller's transaction, the error aborts it, as it does Dexie's).
   */
  async many(rows: readonly unknown[], add: boolean): Promise<unknown> {
    const { last, failures } = await this.transactions.run(async () => {
      let last: unknown
      const failures: Error[] = []
      for (let from = 0; from < rows.length; from += this.batch) {
        const prepared = await this.prepare(rows.slice(from, from + this.batch))
        if (await this.clean(prepared, add)) {
          await this.store(prepared)
          last = prepared.at(-1)?.key ?? last
          continue
        }
        for (const one of prepared) {
          try {
            // Checked before writing: a failed statement would abort the whole transaction.
            await this.checkOne(one, add)
            await this.store([one])
            last = one.key
          } catch (error) {
            failures.push(error as Error)
          }
        }
      }
      return { last, failures }
    })
    if (failures.length > 0) {
      const method = add ? 'bulkAdd' : 'bulkPut'
      const error = storeError(
        'BulkError',
        `${this.name}.${method}: ${failures.length} of ${rows.length} operations failed`,
      )
      throw Object.assign(error, { failures })
    }
    return last
  }

  /**
   * Each row's key, its encoding and its index columns, in order; a missing `++id` is assigned (in
   * the row, as Dexie does). Explicit numeric keys raise the key generator once, before the next
   * key it gives and at the end, to the largest of them.
   */
  private async prepare(rows: readonly unknown[]): Promise<Prepared[]> {
    const primary = this.schema.primaryKey
    const sql = this.transactions.current()
    let raise = 0
    const raised = async () => {
      if (raise >= 1) await raiseKey(sql, this.name, raise)
      raise = 0
    }
    const prepared: Prepared[] = []
    for (const row of rows) {
      let key = keyOf(row, primary.paths, primary.compound)
      if (key === undefined) {
        const [path] = primary.paths
        if (!primary.auto || path === undefined)
          throw storeError('DataError', `${this.name}: the row has no valid key`)
        await raised()
        key = await nextKey(sql, this.name)
        setByPath(row as Record<string, unknown>, path, key)
      } else if (primary.auto && typeof key === 'number' && key >= 1) raise = Math.max(raise, key)
      const columns = this.schema.indexes.map((index) => {
        const value = keyOf(row, index.paths, index.compound)
        return value === undefined ? null : encodeKey(value)
      })
      prepared.push({ row, key, pk: encodeKey(key), columns })
    }
    await raised()
    return prepared
  }

  /** One row's clash with the stored rows, as Dexie reports it. */
  private async checkOne({ pk, columns }: Prepared, add: boolean): Promise<void> {
    if (add) {
      const taken = await this.query(`SELECT 1 FROM ${this.sqlTable} WHERE pk = $1`, [pk])
      if (taken.length > 0) throw storeError('ConstraintError', `${this.name}: key already exists`)
    }
    for (const [position, index] of this.schema.indexes.entries()) {
      const value = columns[position]
      if (!index.unique || !value) continue
      const column = quoteIdentifier(index.column)
      const taken = await this.query(
        `SELECT 1 FROM ${this.sqlTable} WHERE ${column} = $1 AND pk <> $2`,
        [value, pk],
      )
      if (taken.length > 0)
        throw storeError('ConstraintError', `${this.name}: ${index.name} already exists`)
    }
  }

  /**
   * Whether the batch can be written in one statement: no key twice in it, none already stored
   * (adding), and no unique value twice in it or held by a stored row other than the one the batch
   * writes it to. Anything else goes a row at a time, in order, as Dexie would.
   */
  private async clean(batch: readonly Prepared[], add: boolean): Promise<boolean> {
    if (batch.length < 2) return false
    const pks = batch.map((one) => one.pk)
    if (new Set(pks.map(hex)).size < pks.length) return false
    if (add) {
      const taken = await this.query(
        `SELECT 1 FROM ${this.sqlTable} WHERE pk IN (${placeholders(pks.length)}) LIMIT 1`,
        pks,
      )
      if (taken.length > 0) return false
    }
    for (const [position, index] of this.schema.indexes.entries()) {
      if (!index.unique) continue
      const holders = new Map<string, string>()
      for (const { pk, columns } of batch) {
        const value = columns[position]
        if (!value) continue
        if (holders.has(hex(value))) return false
        holders.set(hex(value), hex(pk))
      }
      if (holders.size === 0) continue
      const values = batch.flatMap(({ columns }) => columns[position] ?? [])
      const stored = await this.query<{ pk: Uint8Array; value: Uint8Array }>(
        `SELECT pk, ${quoteIdentifier(index.column)} AS value FROM ${this.sqlTable} WHERE ${quoteIdentifier(index.column)} IN (${placeholders(values.length)})`,
        values,
      )
      if (stored.some((row) => holders.get(hex(row.value)) !== hex(row.pk))) return false
    }
    return true
  }

  /** Writes rows that clash with nothing, their change log entries and their projections' entries. */
  private async store(batch: readonly Prepared[]): Promise<void> {
    if (batch.length === 0) return
    const names = this.schema.indexes.map((index) => quoteIdentifier(index.column))
    const params: unknown[] = []
    // Each row's key and document as JSON text once, for the table and the change log.
    const encoded = batch.map(({ key, row }) => ({ key: encodeRow(key), doc: encodeRow(row) }))
    const tuples = batch.map(({ pk, columns }, i) => {
      const at = params.length + 1
      params.push(pk, encoded[i]!.key, encoded[i]!.doc, ...columns)
      // Cast from text: PGlite would JSON.stringify a string passed for a json parameter again.
      const rest = names.map((_, i) => `$${at + 3 + i}`)
      return `(${[`$${at}`, `$${at + 1}::text::jsonb`, `$${at + 2}::text::json`, ...rest].join(', ')})`
    })
    const update = [
      'key = EXCLUDED.key',
      'doc = EXCLUDED.doc',
      ...names.map((name) => `${name} = EXCLUDED.${name}`),
    ]
    await this.query(
      `INSERT INTO ${this.sqlTable} (pk, key, doc${names.map((name) => `, ${name}`).join('')}) VALUES ${tuples.join(', ')}` +
        ` ON CONFLICT (pk) DO UPDATE SET ${update.join(', ')}`,
      params,
    )
    for (const { key, doc } of encoded) this.changeLog?.record(this.name, key, doc)
    for (const projection of this.projections) {
      const entries = batch.map(({ pk, row }) => ({ pk, row }))
      const ids = await upsertEntries(this.transactions.current(), projection, entries)
      await logChanges(this.transactions, projection, ids)
    }
  }
}
