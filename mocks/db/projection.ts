/**
 * Projections, a capability of the storage port: what a list filters, searches and sorts by,
 * one entry per row of a table, computed by the app's own `entryOf`. Substring search cannot use
 * an index, and reading every row of a large table takes far longer than a page may, so each
 * storage keeps the entries where it can answer a page fast: the worker in memory, kept up to
 * date by a Dexie middleware (db/memory-projection.ts); the agency server in a side table written
 * in the same transaction as the rows, with a change log (server/storage/pg-projection.ts), and in
 * each process's memory, brought up to date from that log in every page's snapshot, since several
 * server processes write one database (server/storage/projection-cache.ts).
 *
 * One meaning for both: `pageOf` below is the reference (the worker runs it; the server's cache
 * must answer the same). An entry matches when every `equals` key is equal and, with a `search`,
 * its text contains the needle or every `orEquals` key is equal. The order is by the sort key,
 * ties by id ascending; `reverse` reverses the whole order, as an index read backwards does.
 */
import { storage } from './storage'

export type ProjectedKey = string | number

export interface ProjectedEntry<K extends string> {
  id: number
  /** What a search reads (already lower-cased or folded by the app). */
  text: string
  /** What a page is filtered by (equality) or sorted by. */
  keys: Record<K, ProjectedKey>
}

export interface ProjectionDefinition<Row, K extends string> {
  /** Unique among projections: it names the server's side table. */
  name: string
  /** The table projected; its rows have a numeric `id`. */
  table: string
  keys: readonly K[]
  /**
   * Raised when the entries change other than by `entryOf`'s own code (a helper it calls): the
   * server refills its side table when the keys, the code or this number change.
   */
  version?: number
  /** Method syntax: a storage keeps definitions of every row type in one list. */
  entryOf(row: Row): ProjectedEntry<K>
}

export type KeyValues<K extends string> = Partial<Record<K, ProjectedKey>>

export interface ProjectionQuery<K extends string> {
  equals?: KeyValues<K>
  search?: { text: string; orEquals?: KeyValues<K> }
  orderBy: K
  reverse: boolean
  offset: number
  limit: number
}

export interface ProjectionPage {
  /** How many entries match. */
  total: number
  /** The ids of the page's entries, in order. */
  ids: number[]
}

export interface Projection<K extends string> {
  /** Whether a page is cheap now (in the worker: once the entries are in memory). */
  ready(): boolean
  /**
   * Counts this process's committed changes to the table, for what is cached beside the
   * projection; null where other processes write too (then nothing may be cached).
   */
  generation(): number | null
  page(query: ProjectionQuery<K>): Promise<ProjectionPage>
}

const defined: ProjectionDefinition<never, string>[] = []

/** Declares a projection (once, at module load): storages learn of it from `definedProjections`. */
export function defineProjection<Row, K extends string>(
  definition: ProjectionDefinition<Row, K>,
): ProjectionDefinition<Row, K> {
  if (defined.some((known) => known.name === definition.name))
    throw new Error(`Projection ${definition.name} is defined twice`)
  defined.push(definition)
  return definition
}

/** Every projection defined so far (the server creates and fills their side tables). */
export const definedProjections = (): readonly ProjectionDefinition<never, string>[] => [...defined]

/** The projection as the current storage answers it. */
export const projected = <Row, K extends string>(
  definition: ProjectionDefinition<Row, K>,
): Projection<K> => storage().projection(definition)

const compare = (a: ProjectedKey, b: ProjectedKey) => (a < b ? -1 : a > b ? 1 : 0)

function allEqual<K extends string>(entry: ProjectedEntry<K>, values: KeyValues<K>): boolean {
  for (const key in values) if (entry.keys[key] !== values[key]) return false
  return true
}

export function matches<K extends string>(
  entry: ProjectedEntry<K>,
  query: Pick<ProjectionQuery<K>, 'equals' | 'search'>,
): boolean {
  if (query.equals && !allEqual(entry, query.equals)) return false
  const search = query.search
  if (!search || entry.text.includes(search.text)) return true
  return search.orEquals !== undefined && allEqual(entry, search.orEquals)
}

/** The reference meaning of a page, over entries in memory. */
export function pageOf<K extends string>(
  entries: Iterable<ProjectedEntry<K>>,
  query: ProjectionQuery<K>,
): ProjectionPage {
  const column = query.orderBy
  const found = [...entries].filter((entry) => matches(entry, query))
  found.sort((a, b) => compare(a.keys[column], b.keys[column]) || a.id - b.id)
  if (query.reverse) found.reverse()
  const page = found.slice(query.offset, query.offset + query.limit)
  return { total: found.length, ids: page.map((entry) => entry.id) }
}
