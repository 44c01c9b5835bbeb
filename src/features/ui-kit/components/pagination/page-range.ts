/** Which rows a page shows: `from`–`to` of `total`, 1-based, and how many pages there are. */
export interface PageRange {
  from: number
  to: number
  total: number
  pages: number
}

export function pageRange(page: number, pageSize: number, total: number): PageRange {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pages)
  if (total === 0) return { from: 0, to: 0, total, pages }
  const from = (current - 1) * pageSize + 1
  return { from, to: Math.min(total, from + pageSize - 1), total, pages }
}

/** The items of a page, as `pageRange` counts them. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const { from, to } = pageRange(page, pageSize, items.length)
  return from === 0 ? [] : items.slice(from - 1, to)
}
