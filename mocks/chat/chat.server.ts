/** The chat app's backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { chatManifest } from '@/features/chat/chat.manifest'
import { chatRoutes } from './chat.handlers'
import { chatRowSchemas } from './chat.rows'
import { chatSeeds } from './chat.seed'
import { chatTables } from './chat.table'

export const chatServer: ServerApp = {
  id: 'chat',
  access: chatManifest.ability,
  tables: chatTables,
  seeds: chatSeeds,
  rows: chatRowSchemas,
  routes: chatRoutes,
}
