/**
 * `GET /api/select/data`: the policyholders as select options, in name order (accents and case
 * ignored, as a Spanish reader sorts them), a page at a time. `q` keeps the people where every
 * word of it starts a word of their name or town (the kit's typeahead rule).
 */
import { route } from '@mocks/kernel/route'
import { SELECT_PER_PAGE } from '@/features/ui-kit/select.schema'
import { uiKitEndpoints as api } from '@/features/ui-kit/ui-kit.endpoints'
import { wordMatcher } from './ui-kit.search'
import { policyholderRows, type PolicyholderRow } from './ui-kit.table'

const collator = new Intl.Collator('es', { sensitivity: 'base' })
const byName = (a: PolicyholderRow, b: PolicyholderRow) =>
  collator.compare(a.fullName, b.fullName) || a.id - b.id

const select = route(api.select, {
  async handle({ query }) {
    const page = query.page ?? 1
    const perPage = query.perPage ?? SELECT_PER_PAGE
    const matches = wordMatcher(query.q)
    const found = (await policyholderRows().toArray())
      .filter((row) => matches(`${row.fullName} ${row.town}`))
      .sort(byName)
    const start = (page - 1) * perPage
    return {
      options: found.slice(start, start + perPage).map((row) => ({
        value: String(row.id),
        label: row.fullName,
        town: row.town,
      })),
      total: found.length,
      page,
      perPage,
    }
  },
})

export const selectRoutes = [select]
