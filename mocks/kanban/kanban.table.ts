import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { Board, Task } from '@/features/kanban/kanban.schema'

/** Boards keep their place in `order`; a task keeps its place within its board in `position`. */
export type BoardRow = Board & { order: number }
export type TaskRow = Task & { position: number }

export const kanbanTables = {
  kanbanBoards: 'id, order',
  kanbanTasks: 'id, boardId, [boardId+position]',
} satisfies TableSchemas

export const kanbanBoards = typedTable<BoardRow, string>('kanbanBoards')
export const kanbanTasks = typedTable<TaskRow, number>('kanbanTasks')
