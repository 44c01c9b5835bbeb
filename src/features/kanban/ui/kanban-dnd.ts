/**
 * How a dragged card finds its place. The pointer decides (the card goes where the mouse or the
 * finger is: above or below the card under it); without a pointer (keyboard) the card takes the
 * place of the card it reached. The order is rearranged live, so no sortable transforms are used.
 */
import {
  closestCenter,
  closestCorners,
  pointerWithin,
  type CollisionDetection,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import type { SortingStrategy } from '@dnd-kit/sortable'
import { columnKeyboardCoordinates } from '@/shared/ui/dnd/column-keyboard'
import { boardOf, moveAcross, type Columns } from './kanban-move'

export const columnId = (boardId: string) => `column:${boardId}`
export const boardFromId = (columns: Columns, id: UniqueIdentifier) =>
  typeof id === 'number' ? boardOf(columns, id) : String(id).replace(/^column:/, '')

/** Cards are moved in state while dragging, so they need no transforms of their own. */
export const noTransforms: SortingStrategy = () => null

const boardData = (data: unknown) =>
  typeof data === 'object' && data !== null && 'boardId' in data ? String(data.boardId) : undefined

/** The card under the pointer; in a gap or below the cards, the nearest card of that board. */
export const kanbanCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCorners(args)
  const within = pointerWithin(args)
  const card = within.find((hit) => typeof hit.id === 'number')
  if (card) return [card]
  const column = within.find((hit) => typeof hit.id === 'string')
  if (!column) return []
  const boardId = String(column.id).replace(/^column:/, '')
  const cards = args.droppableContainers.filter(
    (entry) => typeof entry.id === 'number' && boardData(entry.data.current) === boardId,
  )
  if (cards.length === 0) return [column]
  return closestCenter({ ...args, droppableContainers: cards }).slice(0, 1)
}

export interface OverTarget {
  id: UniqueIdentifier
  rect: { top: number; height: number }
}

/** Places the dragged task next to `over`; returns `columns` itself when nothing changes. */
export function placeTask(
  columns: Columns,
  taskId: number,
  over: OverTarget,
  pointerY: number | null,
): Columns {
  if (over.id === taskId) return columns
  const from = boardOf(columns, taskId)
  const to = boardFromId(columns, over.id)
  if (!from || !to || !(to in columns)) return columns
  const current = columns[to] ?? []
  const rest = current.filter((id) => id !== taskId)
  let index = rest.length
  if (typeof over.id === 'number') {
    const overIndex = rest.indexOf(over.id)
    if (overIndex < 0) return columns
    const after =
      pointerY === null
        ? from === to && current.indexOf(taskId) < current.indexOf(over.id)
        : pointerY > over.rect.top + over.rect.height / 2
    index = overIndex + (after ? 1 : 0)
  }
  if (from !== to) return moveAcross(columns, taskId, to, index)
  if (current.indexOf(taskId) === index) return columns
  rest.splice(index, 0, taskId)
  return { ...columns, [to]: rest }
}

/** Arrow keys: the product's column rule (`src/shared/ui/dnd`), over the boards. */
export const kanbanKeyboardCoordinates = columnKeyboardCoordinates({
  isColumn: (id) => typeof id === 'string',
  columnOf: (data) => {
    const boardId = boardData(data)
    return boardId === undefined ? undefined : columnId(boardId)
  },
})
