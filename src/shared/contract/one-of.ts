/**
 * Guards for the contract's closed lists, so that a value read from a control, the URL or storage
 * is narrowed by a check rather than asserted by a cast.
 */

/** Whether `value` is one of `list`'s members (narrowing it to them). */
export const isOneOf = <const T>(list: readonly T[], value: unknown): value is T =>
  list.some((item) => item === value)

/** A record's keys, typed as its keys (`Object.keys` types them as strings). */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  const keys: string[] = Object.keys(record)
  return keys.filter((key): key is K => key in record)
}

/**
 * A record with a value for each of `keys`. `Object.fromEntries` types its keys as strings, so the
 * one cast here says what the loop over the whole list makes true.
 */
export function recordOf<K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>
}
