/**
 * The main search and the bookmarks: open to every signed-in user, who finds only the pages
 * their abilities open (read from the page manifests, as the menu and the guards do).
 */
import type { ServerApp } from '@mocks/kernel/app'
import { allPages } from '@/app/manifests'
import { searchRoutes } from './search.handlers'
import { searchRowSchemas } from './search.rows'
import { searchSeeds } from './search.seed'
import { searchTables } from './search.table'

export const searchServer: ServerApp = {
  id: 'search',
  access: 'signed-in',
  tables: searchTables,
  seeds: searchSeeds,
  rows: searchRowSchemas,
  routes: searchRoutes(allPages),
}
