/**
 * The UI kit's endpoint: the spec's auto-complete list (`GET /api/autocomplete/data`), the towns
 * the agency serves in rank order. `q` (added) narrows it on the server for a typeahead: every
 * word of it must start a word of the title, whatever the case or accents (`xat` finds Xàtiva).
 */
import { route } from '@mocks/kernel/route'
import { autocompleteQuerySchema, type AutocompleteAnswer } from '@/features/ui-kit/ui-kit.schema'
import { autocompleteRows, type AutocompleteRow } from './ui-kit.table'

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const wordsOf = (text: string) =>
  fold(text)
    .split(/[\s'-]+/)
    .filter(Boolean)

/** A test of one title; no search matches everything. */
function matcher(q: string | undefined): (row: AutocompleteRow) => boolean {
  const wanted = wordsOf(q ?? '')
  if (!wanted.length) return () => true
  return (row) => {
    const words = wordsOf(row.title)
    return wanted.every((part) => words.some((word) => word.startsWith(part)))
  }
}

const byRank = (a: AutocompleteRow, b: AutocompleteRow) => Number(a.rank) - Number(b.rank)

const autocomplete = route({
  method: 'GET',
  path: '/api/autocomplete/data',
  query: autocompleteQuerySchema,
  async handle({ query }): Promise<AutocompleteAnswer> {
    const rows = await autocompleteRows().toArray()
    return { autoComplete: rows.filter(matcher(query.q)).sort(byRank) }
  },
})

export const uiKitRoutes = [autocomplete]
