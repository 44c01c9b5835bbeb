/** The blog: list, sidebar, detail with comments, and the editor. The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { blogManifest } from '@/features/blog/blog.manifest'
import { blogRoutes } from './blog.handlers'
import { blogRowSchemas } from './blog.rows'
import { blogSeeds } from './blog.seed'
import { blogTables } from './blog.table'

export const blogServer: ServerApp = {
  id: 'blog',
  access: blogManifest.ability,
  tables: blogTables,
  seeds: blogSeeds,
  rows: blogRowSchemas,
  routes: blogRoutes,
}
