import { now } from '@mocks/kernel/draws'
import { notFound } from '@mocks/kernel/errors'
import { route } from '@mocks/kernel/route'
import type { PageEntry } from '@/shared/contract/manifest'
import { can, type AbilityRule } from '@/shared/contract/ability'
import { searchEndpoints as api } from '@/features/search/search.endpoints'
import { SEARCH_LIMIT, type MainSearch, type PageResult } from '@/features/search/search.schema'
import { bookmarks, searchContacts, searchFiles } from './search.table'

export function searchRoutes(pages: readonly PageEntry[]) {
  const searchable = pages.filter((page) => page.inMenu !== false)
  const openableBy = (ability: readonly AbilityRule[]) =>
    searchable.filter((page) => !page.ability || can(ability, page.ability[0], page.ability[1]))

  /** The pages the caller may open, flagged with their bookmark state. */
  async function pagesFor(ability: readonly AbilityRule[]): Promise<PageResult[]> {
    const starred = new Set(await bookmarks().toCollection().primaryKeys())
    return openableBy(ability).map(({ id, target, title, icon, link }) => ({
      id,
      target,
      title,
      icon,
      link,
      isBookmarked: starred.has(id),
    }))
  }

  const mainSearch = route(api.mainSearch, {
    async handle({ session }) {
      const [pageData, files, contacts] = await Promise.all([
        pagesFor(session.ability),
        searchFiles().toArray(),
        searchContacts().toArray(),
      ])
      // `satisfies`: the contract's three groups are a tuple, which the literal then stays.
      return {
        searchArr: [
          { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: pageData },
          {
            groupTitle: 'Files',
            searchLimit: SEARCH_LIMIT,
            data: files.map(({ id: _id, ...file }) => file),
          },
          {
            groupTitle: 'Contacts',
            searchLimit: SEARCH_LIMIT,
            data: contacts.map(({ id: _id, ...c }) => c),
          },
        ],
      } satisfies MainSearch
    },
  })

  const bookmarkData = route(api.bookmarks, {
    async handle({ query, session }) {
      const all = await pagesFor(session.ability)
      const needle = query.q?.trim().toLowerCase() ?? ''
      const suggestions = needle
        ? all.filter((page) => page.title.toLowerCase().includes(needle))
        : all
      return { suggestions, bookmarks: all.filter((page) => page.isBookmarked) }
    },
  })

  const toggleBookmark = route(api.toggleBookmark, {
    async handle({ body, session }) {
      // Bookmarks are shared by everyone on this install: a page the caller may not open is
      // invisible to them, so they must not be able to flip it for the others either.
      const page = openableBy(session.ability).find((entry) => entry.id === body.id)
      if (!page) throw notFound('Page')
      const existing = await bookmarks().get(page.id)
      if (existing) await bookmarks().delete(page.id)
      else await bookmarks().put({ pageId: page.id, createdAt: now().toISOString() })
      const { id, target, title, icon, link } = page
      return { id, target, title, icon, link, isBookmarked: !existing }
    },
  })

  return [mainSearch, bookmarkData, toggleBookmark]
}
