import { lazyPage } from '@/shared/ui/lazy-page'

export { kanbanManifest } from './kanban.manifest'
export const KanbanPage = lazyPage(() => import('./ui/KanbanPage').then((m) => m.KanbanPage))
export { kanbanSearchSchema, openTask, type KanbanSearch } from './kanban-search'
export type { Board, Task } from './kanban.schema'
