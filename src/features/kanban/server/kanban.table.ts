import type { TableSchemas } from '@/shared/server/database'

// Scaffold: the kanban helper replaces this file (keep the export name).
export const kanbanTables = {
  kanbanBoards: 'id',
  kanbanTasks: 'id, boardId',
} satisfies TableSchemas
