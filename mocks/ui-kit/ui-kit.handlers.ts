/**
 * The UI kit's endpoint: the contract's auto-complete list (`GET /api/autocomplete/data`), the towns
 * the agency serves in rank order. `q` (added) narrows it on the server for a typeahead: every
 * word of it must start a word of the title, whatever the case or accents (`xat` finds Xàtiva).
 */
import { route } from '@mocks/kernel/route'
import { uiKitEndpoints as api } from '@/features/ui-kit/ui-kit.endpoints'
import { wordMatcher } from './ui-kit.search'
import { selectRoutes } from './ui-kit.select'
import { autocompleteRows, type AutocompleteRow } from './ui-kit.table'

const byRank = (a: AutocompleteRow, b: AutocompleteRow) => Number(a.rank) - Number(b.rank)

const autocomplete = route(api.autocomplete, {
  async handle({ query }) {
    const rows = await autocompleteRows().toArray()
    const matches = wordMatcher(query.q)
    const found = rows.filter((row) => matches(row.title)).sort(byRank)
    if (query.page === undefined && query.perPage === undefined) return { autoComplete: found }
    const perPage = query.perPage ?? 100
    const start = ((query.page ?? 1) - 1) * perPage
    return { autoComplete: found.slice(start, start + perPage) }
  },
})

export const uiKitRoutes = [autocomplete, ...selectRoutes]
