/**
 * One table of the storage port over PostgreSQL (pg-store.ts makes them): `StoreTable` as Dexie's
 * tables answer it, over the table `tableDdl` creates. Every key is stored encoded
 * (key-encoding.ts), so PostgreSQL's byte order is IndexedDB's key order; every index column is
 * computed in JS from the row being written (pg-writer.ts), and the table's projections are
 * written in the same transaction.
 */
import type { IndexKey, StoreTable, StoreWhere } from '../../mocks/db/store'
import { storeError } from './errors'
import { whereClause } from './where-clause'
import { encodeKey, isValidKey } from './key-encoding'
import { decodeRow } from './row-codec'
import { keyOf } from './key-path'
import {
  PgCollection,
  type CollectionSource,
  type PageQuery,
  type Range,
  type StoredRow,
} from './pg-collection'
import { quoteIdentifier, type IndexSchema, type TableSchema } from './schema'
import { virtualIndexOf, virtualRange } from './virtual-index'
import { deleteEntries, logChanges, type AnyProjection } from './pg-projection'
import { PgWriter } from './pg-writer'
import type { ChangeLog } from './change-log'
import type { Transactions } from './transaction'

interface RawRow {
  pk: Uint8Array
  key: unknown
  doc: unknown
  position: Uint8Array
}

const bytesOf = (value: Uint8Array): Uint8Array => new Uint8Array(value)

export class PgTable<Row, Key> implements StoreTable<Row, Key>, CollectionSource<Row, Key> {
  readonly name: string
  private readonly sqlTable: string
  private readonly writer: PgWriter

  constructor(
    private readonly schema: TableSchema,
    private readonly transactions: Transactions,
    /** The projections of this table: written with every write to it. */
    private readonly projections: readonly AnyProjection[] = [],
    /** The change log devices pull from, when this table is logged. */
    private readonly changeLog?: ChangeLog,
  ) {
    this.name = schema.table
    this.sqlTable = quoteIdentifier(schema.table)
    this.writer = new PgWriter(schema, transactions, projections, changeLog)
  }

  get primaryPaths(): readonly string[] {
    return this.schema.primaryKey.paths
  }

  private query<R>(text: string, params: unknown[] = []): Promise<R[]> {
    return this.transactions
      .current()
      .query<R>(text, params)
      .then((result) => result.rows)
  }

  inTransaction<T>(work: () => Promise<T>): Promise<T> {
    return this.transactions.run(work)
  }

  private encodePrimary(key: unknown): Uint8Array {
    if (!isValidKey(key)) throw storeError('DataError', `${this.name}: invalid key ${String(key)}`)
    return encodeKey(key)
  }

  private toStored(raw: RawRow): StoredRow<Row, Key> {
    return {
      pk: bytesOf(raw.pk),
      key: decodeRow<Key>(raw.key),
      doc: decodeRow<Row>(raw.doc),
      position: bytesOf(raw.position),
    }
  }

  // Reading

  /** The index `where`/`orderBy` name: the primary key (by its name or ':id') or a declared one. */
  private columnOf(index: string): { column: string; index?: IndexSchema; virtual?: boolean } {
    const primary = this.schema.primaryKey
    if (index === ':id' || index === primary.name) return { column: 'pk' }
    const found = this.schema.indexes.find((candidate) => candidate.name === index)
    if (found) return { column: quoteIdentifier(found.column), index: found }
    const virtual = virtualIndexOf(index, [...this.schema.indexes, { ...primary, column: 'pk' }])
    if (!virtual) throw storeError('SchemaError', `${this.name}: no index ${index}`)
    const column = virtual.column === 'pk' ? 'pk' : quoteIdentifier(virtual.column)
    return { column, index: virtual, virtual: true }
  }

  private rangeSql(column: string, range: Range, params: unknown[]): string[] {
    const conditions = column === 'pk' ? [] : [`${column} IS NOT NULL`]
    const push = (value: unknown) => `$${params.push(value)}`
    if (range.lower)
      conditions.push(`${column} ${range.lower.inclusive ? '>=' : '>'} ${push(range.lower.bytes)}`)
    if (range.upper)
      conditions.push(`${column} ${range.upper.inclusive ? '<=' : '<'} ${push(range.upper.bytes)}`)
    if (range.values)
      conditions.push(`${column} IN (${range.values.map((value) => push(value)).join(', ')})`)
    if (range.prefixes) {
      const any = range.prefixes.map(
        (prefix) => `(${column} >= ${push(prefix.lower)} AND ${column} < ${push(prefix.upper)})`,
      )
      conditions.push(`(${any.join(' OR ')})`)
    }
    return conditions
  }

  async page(query: PageQuery): Promise<StoredRow<Row, Key>[]> {
    const { column, range, reversed, after, offset, limit } = query
    const params: unknown[] = []
    const conditions = this.rangeSql(column, range, params)
    const direction = reversed ? 'DESC' : 'ASC'
    if (after) {
      const comparison = reversed ? '<' : '>'
      conditions.push(
        column === 'pk'
          ? `pk ${comparison} $${params.push(after.pk)}`
          : `(${column}, pk) ${comparison} ($${params.push(after.position)}, $${params.push(after.pk)})`,
      )
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
    const order = column === 'pk' ? `pk ${direction}` : `${column} ${direction}, pk ${direction}`
    const cut = `${Number.isFinite(limit) ? ` LIMIT ${Math.floor(limit)}` : ''}${offset > 0 ? ` OFFSET ${Math.floor(offset)}` : ''}`
    const rows = await this.query<RawRow>(
      `SELECT pk, key, doc, ${column} AS position FROM ${this.sqlTable} ${where} ORDER BY ${order}${cut}`,
      params,
    )
    return rows.map((raw) => this.toStored(raw))
  }

  async countRange(column: string, range: Range): Promise<number> {
    const params: unknown[] = []
    const conditions = this.rangeSql(column, range, params)
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
    const [row] = await this.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.sqlTable} ${where}`,
      params,
    )
    return row?.n ?? 0
  }

  private collection(
    index: string,
    range: Range,
    keyTest?: (row: Row) => boolean,
  ): PgCollection<Row, Key> {
    const { column, virtual } = this.columnOf(index)
    return new PgCollection<Row, Key>(this, column, virtual ? virtualRange(range) : range, keyTest)
  }

  async get(key: Key): Promise<Row | undefined> {
    const [row] = await this.query<{ doc: unknown }>(
      `SELECT doc FROM ${this.sqlTable} WHERE pk = $1`,
      [this.encodePrimary(key)],
    )
    return row ? decodeRow<Row>(row.doc) : undefined
  }

  async bulkGet(keys: Key[]): Promise<(Row | undefined)[]> {
    if (keys.length === 0) return []
    const encoded = keys.map((key) => this.encodePrimary(key))
    const rows = await this.query<{ pk: Uint8Array; doc: unknown }>(
      `SELECT pk, doc FROM ${this.sqlTable} WHERE pk IN (${encoded.map((_, i) => `$${i + 1}`).join(', ')})`,
      encoded,
    )
    const found = new Map(
      rows.map((row) => [Buffer.from(row.pk).toString('hex'), decodeRow<Row>(row.doc)]),
    )
    return encoded.map((pk) => found.get(Buffer.from(pk).toString('hex')))
  }

  async count(): Promise<number> {
    return this.countRange('pk', {})
  }

  toArray(): Promise<Row[]> {
    return this.toCollection().toArray()
  }

  where(index: string): StoreWhere<Row, Key> {
    return whereClause(
      this,
      index,
      (range, keyTest) => this.collection(index, range, keyTest),
      this.columnOf(index).index,
    )
  }

  orderBy(index: string): PgCollection<Row, Key> {
    return this.collection(index, {})
  }

  filter(predicate: (row: Row) => boolean): PgCollection<Row, Key> {
    return this.toCollection().filter(predicate)
  }

  toCollection(): PgCollection<Row, Key> {
    return this.collection(':id', {})
  }

  reverse(): PgCollection<Row, Key> {
    return this.toCollection().reverse()
  }

  // Writing (pg-writer.ts)

  add(row: Row): Promise<Key> {
    return this.writer.one(row, true) as Promise<Key>
  }

  put(row: Row): Promise<Key> {
    return this.writer.one(row, false) as Promise<Key>
  }

  bulkAdd(rows: readonly Row[]): Promise<unknown> {
    return this.writer.many(rows, true)
  }

  bulkPut(rows: readonly Row[]): Promise<unknown> {
    return this.writer.many(rows, false)
  }

  async update(key: Key, change: (row: Row) => void): Promise<number> {
    return this.where(':id')
      .equals(key as IndexKey)
      .modify(change)
  }

  each(visit: (row: Row) => void): Promise<void> {
    return this.toCollection().each(visit)
  }

  async rewrite(rows: readonly { old: StoredRow<Row, Key>; row: Row }[]): Promise<void> {
    for (const { old, row } of rows) {
      const primary = this.schema.primaryKey
      const key = keyOf(row, primary.paths, primary.compound)
      if (key !== undefined && Buffer.compare(encodeKey(key), old.pk) === 0) {
        await this.put(row)
      } else {
        await this.deleteRows([old.pk])
        await this.add(row)
      }
    }
  }

  async deleteRows(pks: readonly Uint8Array[]): Promise<void> {
    if (pks.length === 0) return
    await this.inTransaction(async () => {
      const gone = await this.query<{ key: unknown }>(
        `DELETE FROM ${this.sqlTable} WHERE pk IN (${pks.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING key`,
        [...pks],
      )
      for (const { key } of gone) this.changeLog?.record(this.name, JSON.stringify(key), null)
      for (const projection of this.projections) {
        const ids = await deleteEntries(this.transactions.current(), projection, pks)
        await logChanges(this.transactions, projection, ids)
      }
    })
  }

  async delete(key: Key): Promise<void> {
    await this.deleteRows([this.encodePrimary(key)])
  }

  async bulkDelete(keys: Key[]): Promise<void> {
    await this.deleteRows(keys.map((key) => this.encodePrimary(key)))
  }

  async clear(): Promise<void> {
    await this.inTransaction(async () => {
      await this.query(`DELETE FROM ${this.sqlTable}`)
      this.changeLog?.cleared(this.name)
      for (const projection of this.projections) {
        await deleteEntries(this.transactions.current(), projection, 'all')
        await logChanges(this.transactions, projection, 'all')
      }
    })
  }
}
