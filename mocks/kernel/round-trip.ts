/**
 * A write's round trip: the GET that hands out the record it takes back, how to find the record in
 * that answer, and one field to change. `mocks/round-trip.test.ts` walks every declared one (read,
 * change the field, write the record back, read it again), so a new pair is covered by declaring it
 * on its write route.
 */
export interface RoundTrip {
  /** The GET route (its path, params filled in) whose answer holds the record. */
  read: string
  /** The read's query (`{ id: '1' }`). */
  query?: Record<string, string>
  /** The record in the read's answer (default: the whole answer). */
  pick?: (answer: unknown) => unknown
  /**
   * The fields to change and their new values (or a function of the record giving them); read
   * back after the write, they must be so.
   */
  change: Record<string, unknown> | ((record: Record<string, unknown>) => Record<string, unknown>)
  /**
   * The body the write takes, made from the changed record (default: the record itself), for a
   * write that wraps it (`{ task: record }`).
   */
  wrap?: (record: Record<string, unknown>) => unknown
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `pick` for a key of the answer, or a path of keys (`at('social', 'socialLinks')`). */
export const at =
  (...keys: string[]) =>
  (answer: unknown): unknown =>
    keys.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), answer)

/** `pick` for the item with this `id` (or `key`) in the answer's list, or in its `list` key. */
export const itemWith =
  (id: number | string, list?: string, key = 'id') =>
  (answer: unknown): unknown => {
    const items = list === undefined ? answer : at(list)(answer)
    return Array.isArray(items)
      ? items.find((item) => isRecord(item) && item[key] === id)
      : undefined
  }

/** Only the keys that have a value, so a route without schemas reads as it always did. */
export const defined = <T extends object>(values: T): Partial<T> => {
  const kept = { ...values }
  for (const [key, value] of Object.entries(kept)) {
    if (value === undefined) Reflect.deleteProperty(kept, key)
  }
  return kept
}
