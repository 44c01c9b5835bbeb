/** What a screen reader hears while a task is dragged (dnd-kit's live region). */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'
import type { TFunction } from 'i18next'
import type { Board, Task } from '../kanban.schema'
import { boardOf, type Columns } from './kanban-move'

interface Lookup {
  boards: readonly Board[]
  tasks: readonly Task[]
  columns: Columns
}

export function kanbanAnnouncements(t: TFunction, lookup: Lookup): Announcements {
  const title = (id: unknown) =>
    lookup.tasks.find((task) => task.id === id)?.title ?? t('kanban.drag.task')
  /** Where a task (or a board's empty end, `column:<id>`) is: board title, position, total. */
  const place = (id: unknown) => {
    const { columns } = lookup
    const boardId =
      typeof id === 'number' ? boardOf(columns, id) : String(id).replace(/^column:/, '')
    const board = lookup.boards.find((entry) => entry.id === boardId)
    const list = boardId ? (columns[boardId] ?? []) : []
    const index = typeof id === 'number' ? list.indexOf(id) : list.length - 1
    return { board: board?.title ?? '', position: Math.max(index, 0) + 1, total: list.length }
  }
  return {
    onDragStart: ({ active }) =>
      t('kanban.drag.start', { title: title(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('kanban.drag.over', { title: title(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('kanban.drag.end', { title: title(active.id), ...place(over.id) })
        : t('kanban.drag.cancel', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('kanban.drag.cancel', { title: title(active.id) }),
  }
}

export const kanbanInstructions = (t: TFunction): ScreenReaderInstructions => ({
  draggable: t('kanban.drag.instructions'),
})
