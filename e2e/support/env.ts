/** Where the build under test lives and the demo data the seeds promise (README: Demo accounts). */
import { resolve } from 'node:path'

/** The directory `vite preview` serves; scripts/e2e.mjs passes it in E2E_DIST. */
export const distDir = resolve(process.env.E2E_DIST || 'dist')

export interface Account {
  email: string
  password: string
}

export const admin: Account = { email: 'admin@demo.com', password: 'admin' }
export const client: Account = { email: 'client@demo.com', password: 'client' }

export const TABLES = ['authUsers', 'bookmarks', 'searchFiles', 'searchContacts'] as const
export type TableName = (typeof TABLES)[number]
export type Counts = Record<TableName, number>

export const SEEDED_COUNTS: Counts = {
  authUsers: 2,
  bookmarks: 2,
  searchFiles: 10,
  searchContacts: 10,
}

export const LOGIN_FAILED = 'Email or Password is Invalid'
