/**
 * One table of the storage port over PostgreSQL (pg-store.ts makes them): `StoreTable` as Dexie's
 * tables answer it, over the table `tableDdl` creates. Every key is stored encoded
 * (key-encoding.ts), so PostgreSQL's byte order is IndexedDB's key order; every index column is
 * computed here, in JS, from the row being written, and the table's projections are written in
 * the same transaction.
 */
import type { IndexKey, StoreTable, StoreWhere } from '../../mocks/db/store'
import { storeError } from './errors'
import { whereClause } from './where-clause'
import { encodeKey, isValidKey, type EncodableKey } from './key-encoding'
import { decodeRow, encodeRow } from './row-codec'
import { keyOf, setByPath } from './key-path'
import {
  PgCollection,
  type CollectionSource,
  type PageQuery,
  type Range,
  type StoredRow,
} from './pg-collection'
import { quoteIdentifier, type IndexSchema, type TableSchema } from './schema'
import { nextKey, raiseKey } from './key-generators'
import { virtualIndexOf, virtualRange } from './virtual-index'
import { deleteEntries, logChanges, upsertEntries, type AnyProjection } from './pg-projection'
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

  // Writing

  /** The row's key, its encodings and its index columns; a missing `++id` is assigned (in the row, as Dexie does). */
  private async prepare(
    row: Row,
  ): Promise<{ key: EncodableKey; pk: Uint8Array; columns: (Uint8Array | null)[] }> {
    const primary = this.schema.primaryKey
    let key = keyOf(row, primary.paths, primary.compound)
    if (key === undefined) {
      const [path] = primary.paths
      if (!primary.auto || path === undefined)
        throw storeError('DataError', `${this.name}: the row has no valid key`)
      key = await nextKey(this.transactions.current(), this.name)
      setByPath(row as Record<string, unknown>, path, key)
    } else if (primary.auto && typeof key === 'number' && key >= 1) {
      await raiseKey(this.transactions.current(), this.name, key)
    }
    const columns = this.schema.indexes.map((index) => {
      const value = keyOf(row, index.paths, index.compound)
      return value === undefined ? null : encodeKey(value)
    })
    return { key, pk: encodeKey(key), columns }
  }

  /** Checked before writing: a failed statement would abort the whole PostgreSQL transaction. */
  private async checkUnique(
    pk: Uint8Array,
    columns: (Uint8Array | null)[],
    add: boolean,
  ): Promise<void> {
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

  private async write(row: Row, add: boolean): Promise<Key> {
    return this.inTransaction(async () => {
      const { key, pk, columns } = await this.prepare(row)
      await this.checkUnique(pk, columns, add)
      const names = this.schema.indexes.map((index) => quoteIdentifier(index.column))
      // Cast from text: PGlite would JSON.stringify a string passed for a json parameter again.
      const values = [
        '$1',
        '$2::text::jsonb',
        '$3::text::json',
        ...names.map((_, i) => `$${i + 4}`),
      ].join(', ')
      const update = [
        'key = EXCLUDED.key',
        'doc = EXCLUDED.doc',
        ...names.map((name) => `${name} = EXCLUDED.${name}`),
      ]
      await this.query(
        `INSERT INTO ${this.sqlTable} (pk, key, doc${names.map((name) => `, ${name}`).join('')}) VALUES (${values})` +
          ` ON CONFLICT (pk) DO UPDATE SET ${update.join(', ')}`,
        [pk, encodeRow(key), encodeRow(row), ...columns],
      )
      this.changeLog?.record(this.name, encodeRow(key), encodeRow(row))
      for (const projection of this.projections) {
        const ids = await upsertEntries(this.transactions.current(), projection, [{ pk, row }])
        await logChanges(this.transactions, projection, ids)
      }
      return key as Key
    })
  }

  add(row: Row): Promise<Key> {
    return this.write(row, true)
  }

  put(row: Row): Promise<Key> {
    return this.write(row, false)
  }

  /** Dexie's bulkAdd outside a transaction: the rows that can be added are, then a BulkError. */
  async bulkAdd(rows: readonly Row[]): Promise<unknown> {
    let last: Key | undefined
    const failures: Error[] = []
    for (const row of rows) {
      try {
        last = await this.add(row)
      } catch (error) {
        failures.push(error as Error)
      }
    }
    if (failures.length > 0) {
      const error = storeError(
        'BulkError',
        `${this.name}.bulkAdd: ${failures.length} of ${rows.length} operations failed`,
      )
      throw Object.assign(error, { failures })
    }
    return last
  }

  async bulkPut(rows: readonly Row[]): Promise<unknown> {
    return this.inTransaction(async () => {
      let last: Key | undefined
      for (const row of rows) last = await this.put(row)
      return last
    })
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
