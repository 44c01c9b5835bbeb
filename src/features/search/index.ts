export { MainSearch } from './ui/MainSearch'
export { SearchTrigger } from './ui/SearchTrigger'
export { NavbarBookmarks } from './ui/NavbarBookmarks'
export {
  bookmarksQuery,
  mainSearchQuery,
  searchKeys,
  useToggleBookmark,
} from './api/search.queries'
export type {
  Bookmarks,
  ContactResult,
  FileResult,
  MainSearch as MainSearchData,
  PageResult,
} from './search.schema'
