/**
 * Finding icons by name: every word of the query must appear in the component's name, in any
 * case and whatever separates the words ("arrow left", "arrow-left", "ArrowLeft" and
 * "IconArrowLeft" all find IconArrowLeft). Exact names come first, then names that start with
 * the query, then the rest, each alphabetical.
 */

/** Lower case, without separators: `IconArrowLeft` → `iconarrowleft`. */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

export function queryWords(query: string): string[] {
  return query
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** The names matching `query`, best first; every name (in order) for an empty query. */
export function searchIcons(names: readonly string[], query: string): string[] {
  const words = queryWords(query)
  if (words.length === 0) return [...names]
  const whole = compact(query)
  const ranked: [rank: number, name: string][] = []
  for (const name of names) {
    const key = compact(name)
    if (!words.every((word) => key.includes(word))) continue
    const bare = key.slice(4) // without "icon"
    const rank =
      key === whole || bare === whole ? 0 : bare.startsWith(whole) || key.startsWith(whole) ? 1 : 2
    ranked.push([rank, name])
  }
  return ranked
    .sort(([a, x], [b, y]) => a - b || (x < y ? -1 : x > y ? 1 : 0))
    .map(([, name]) => name)
}
