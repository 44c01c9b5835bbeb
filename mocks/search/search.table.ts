import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { ContactResult, FileResult } from '@/features/search/search.schema'

export interface BookmarkRow {
  pageId: number
  createdAt: string
}
export type FileRow = FileResult & { id: number }
export type ContactRow = ContactResult & { id: number }

export const searchTables = {
  bookmarks: 'pageId',
  searchFiles: 'id',
  searchContacts: 'id',
} satisfies TableSchemas

export const bookmarks = typedTable<BookmarkRow, number>('bookmarks')
export const searchFiles = typedTable<FileRow, number>('searchFiles')
export const searchContacts = typedTable<ContactRow, number>('searchContacts')
