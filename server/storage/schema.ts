/**
 * Dexie store strings (`'++id, &email, [statusKey+id], extendedProps.calendar'`) parsed into what
 * the PostgreSQL tables need, and the DDL for them. One table per store table: the primary key
 * encoded (`pk`, ordered as IndexedDB orders keys), the raw key, the row, and one encoded column
 * per index, NULL where the row has no valid key for it (as IndexedDB leaves such rows out).
 */

export interface PrimaryKeySchema {
  /** The key path, or the paths of a compound key (`[questionId+userId]`). */
  readonly paths: readonly string[]
  readonly compound: boolean
  /** `++id`: a missing key is the largest numeric key plus one. */
  readonly auto: boolean
  /** The name `where` knows it by: `id`, or `[questionId+userId]`. */
  readonly name: string
}

export interface IndexSchema {
  readonly name: string
  readonly paths: readonly string[]
  readonly compound: boolean
  readonly unique: boolean
  /** Its `bytea` column. Positional, so no index name has to be a SQL identifier. */
  readonly column: string
}

export interface TableSchema {
  readonly table: string
  readonly primaryKey: PrimaryKeySchema
  readonly indexes: readonly IndexSchema[]
}

function parseEntry(entry: string): { name: string; paths: string[]; compound: boolean } {
  const compound = entry.startsWith('[') && entry.endsWith(']')
  const paths = compound
    ? entry
        .slice(1, -1)
        .split('+')
        .map((path) => path.trim())
    : [entry]
  return { name: compound ? `[${paths.join('+')}]` : entry, paths, compound }
}

/** Throws on what the handlers never use and PostgreSQL would answer differently (`*multi`). */
export function parseStore(table: string, store: string): TableSchema {
  const [first = '', ...rest] = store.split(',').map((entry) => entry.trim())
  const auto = first.startsWith('++')
  const primary = parseEntry(first.replace(/^\+\+/, ''))
  if (primary.name === '')
    throw new Error(`${table}: a table without an inbound primary key is not supported`)
  const indexes = rest
    .filter((entry) => entry !== '')
    .map((entry, position): IndexSchema => {
      if (entry.startsWith('*'))
        throw new Error(`${table}: multiEntry index ${entry} is not supported`)
      const unique = entry.startsWith('&')
      return { ...parseEntry(unique ? entry.slice(1) : entry), unique, column: `i${position}` }
    })
  return { table, primaryKey: { ...primary, auto }, indexes }
}

/** A SQL identifier, quoted: names come from our own schema, and still cannot break out. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/**
 * The DDL of one table. `doc` is `json`, not `jsonb`: jsonb reorders an object's keys, and a
 * handler's answer must serialize as Dexie's row would. Each index is on (column, pk), so a range
 * read in index order, ties by primary key, needs no sort; a unique index is UNIQUE on the column
 * alone (NULLs, the rows it does not hold, never collide).
 */
export function tableDdl(schema: TableSchema): string[] {
  const table = quoteIdentifier(schema.table)
  const columns = schema.indexes.map((index) => `, ${quoteIdentifier(index.column)} bytea`).join('')
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${table} (pk bytea PRIMARY KEY, key jsonb NOT NULL, doc json NOT NULL${columns})`,
  ]
  for (const index of schema.indexes) {
    const name = quoteIdentifier(`${schema.table}__${index.column}`)
    const column = quoteIdentifier(index.column)
    statements.push(
      index.unique
        ? `CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${table} (${column})`
        : `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${column}, pk)`,
    )
  }
  return statements
}

/** Every table's store string at the newest version: later versions' override earlier ones. */
export function latestStores(
  history: readonly { stores: Readonly<Record<string, string | null>> }[],
): Map<string, string> {
  const stores = new Map<string, string>()
  for (const version of history) {
    for (const [table, store] of Object.entries(version.stores)) {
      if (store === null) stores.delete(table)
      else stores.set(table, store)
    }
  }
  return stores
}

/** Every table at the newest version, parsed. */
export function schemasOf(
  history: readonly { stores: Readonly<Record<string, string | null>> }[],
): TableSchema[] {
  return [...latestStores(history)].map(([table, store]) => parseStore(table, store))
}
