import type { ContactResult, FileResult, MainSearch, PageResult } from '../search.schema'

export interface SearchResults {
  pages: PageResult[]
  files: FileResult[]
  contacts: ContactResult[]
}

const matches = (needle: string, ...texts: string[]) =>
  texts.some((text) => text.toLowerCase().includes(needle))

/**
 * Filters every group by title, case-insensitively, and keeps each group's `searchLimit`.
 * Pages also match their translated title, since that is what the user reads.
 */
export function filterSearch(
  data: MainSearch | undefined,
  query: string,
  pageLabel: (page: PageResult) => string = (page) => page.title,
): SearchResults {
  if (!data) return { pages: [], files: [], contacts: [] }
  const needle = query.trim().toLowerCase()
  const [pages, files, contacts] = data.searchArr
  return {
    pages: pages.data
      .filter((page) => matches(needle, page.title, pageLabel(page)))
      .slice(0, pages.searchLimit),
    files: files.data.filter((file) => matches(needle, file.title)).slice(0, files.searchLimit),
    contacts: contacts.data
      .filter((contact) => matches(needle, contact.title))
      .slice(0, contacts.searchLimit),
  }
}

export const resultCount = (results: SearchResults) =>
  results.pages.length + results.files.length + results.contacts.length
