/**
 * The storage port: all the handlers ask of a table. It is the part of Dexie's table API the
 * handlers use, named here so that a second storage can answer it: Dexie itself in the service
 * worker (db/database.ts checks that its tables satisfy these types), PostgreSQL on the agency
 * server. Handlers reach their tables only through `typedTable` (db/database.ts), which answers
 * these types, so a handler that reaches for more of Dexie fails to compile instead of failing on
 * the server.
 *
 * Semantics are Dexie's (and so IndexedDB's): keys order numbers before strings before arrays,
 * an index may be a dotted path into the row (`extendedProps.calendar`) or compound
 * (`[statusKey+id]`, queried with `between([a, KEY_MIN], [a, KEY_MAX])`), and a collection is
 * read in its index's order, ties by primary key.
 */

/** What one part of a key may be. */
export type KeyPart = string | number | Date

/**
 * A value an index holds, or a compound index's tuple (whose last part may be KEY_MAX, Dexie's
 * `[[]]`, for a range over its first parts).
 */
export type IndexKey = KeyPart | readonly (KeyPart | never[][])[]

/** Rows read in an index's order (or the primary key's), narrowed and cut as chained. */
export interface StoreCollection<Row, Key> {
  /** Keeps the rows `predicate` accepts (after the index's own range). */
  filter(predicate: (row: Row) => boolean): StoreCollection<Row, Key>
  reverse(): StoreCollection<Row, Key>
  offset(count: number): StoreCollection<Row, Key>
  limit(count: number): StoreCollection<Row, Key>
  toArray(): Promise<Row[]>
  count(): Promise<number>
  first(): Promise<Row | undefined>
  last(): Promise<Row | undefined>
  /** Every row, sorted by `keyPath` (a stable sort of the collection's order). */
  sortBy(keyPath: string): Promise<Row[]>
  primaryKeys(): Promise<Key[]>
  each(visit: (row: Row) => void): Promise<void>
  /** Changes each row in place; answers how many. */
  modify(change: (row: Row) => void): Promise<number>
  delete(): Promise<number>
}

/** A range of one index, as `table.where(index)` starts it. */
export interface StoreWhere<Row, Key> {
  equals(value: IndexKey): StoreCollection<Row, Key>
  anyOf(values: readonly IndexKey[]): StoreCollection<Row, Key>
  between(
    lower: IndexKey,
    upper: IndexKey,
    includeLower?: boolean,
    includeUpper?: boolean,
  ): StoreCollection<Row, Key>
  aboveOrEqual(value: IndexKey): StoreCollection<Row, Key>
  startsWith(prefix: string): StoreCollection<Row, Key>
  equalsIgnoreCase(value: string): StoreCollection<Row, Key>
}

export interface StoreTable<Row, Key> {
  readonly name: string
  get(key: Key): Promise<Row | undefined>
  bulkGet(keys: Key[]): Promise<(Row | undefined)[]>
  /** Adds a row whose key is new; a taken key, or a unique index's taken value, fails. */
  add(row: Row): Promise<Key>
  bulkAdd(rows: readonly Row[]): Promise<unknown>
  /** Adds or replaces the row with this key. */
  put(row: Row): Promise<Key>
  bulkPut(rows: readonly Row[]): Promise<unknown>
  /**
   * Changes the row with this key in place (`change` edits it); answers 1, or 0 where there is
   * none. A function rather than Dexie's object of key paths, whose type no second storage (nor a
   * generic row) can meet.
   */
  update(key: Key, change: (row: Row) => void): Promise<number>
  delete(key: Key): Promise<void>
  bulkDelete(keys: Key[]): Promise<void>
  clear(): Promise<void>
  count(): Promise<number>
  toArray(): Promise<Row[]>
  each(visit: (row: Row) => void): Promise<void>
  where(index: string): StoreWhere<Row, Key>
  orderBy(index: string): StoreCollection<Row, Key>
  filter(predicate: (row: Row) => boolean): StoreCollection<Row, Key>
  toCollection(): StoreCollection<Row, Key>
  reverse(): StoreCollection<Row, Key>
}

/**
 * The lowest and highest keys, for a compound index's range over its first part:
 * `where('[userId+placedAt]').between([userId, KEY_MIN], [userId, KEY_MAX])`. Dexie's own
 * `minKey` and `maxKey`, as values a second storage can recognise.
 */
export const KEY_MIN = -Infinity
export const KEY_MAX: never[][] = [[]]
