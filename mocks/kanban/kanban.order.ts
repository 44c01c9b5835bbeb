/** Ordering rules of the board, kept free of storage so they read (and test) on their own. */
import type { Board, Task } from '@/features/kanban/kanban.schema'
import type { BoardRow, TaskRow } from './kanban.table'

export const toBoard = ({ order: _order, ...board }: BoardRow): Board => board
export const toTask = ({ position: _position, ...task }: TaskRow): Task => task

/** Tasks in board order (boards by `order`), then by their position within each board. */
export function tasksInBoardOrder(boards: readonly BoardRow[], tasks: readonly TaskRow[]): Task[] {
  const rank = new Map(boards.map((board) => [board.id, board.order]))
  return [...tasks]
    .sort(
      (a, b) =>
        (rank.get(a.boardId) ?? Infinity) - (rank.get(b.boardId) ?? Infinity) ||
        a.position - b.position ||
        a.id - b.id,
    )
    .map(toTask)
}

/** A board's tasks in position order. */
export const inPosition = (tasks: readonly TaskRow[]) =>
  [...tasks].sort((a, b) => a.position - b.position || a.id - b.id)

/**
 * Moves `moved` to the place `target` holds. On the same board the two swap sides as in an
 * array move (moving down lands after the target, moving up before it); on another board the
 * task is inserted where the target was, pushing it down. Returns every row whose place changed.
 */
export function moveToTarget(
  moved: TaskRow,
  target: TaskRow,
  source: readonly TaskRow[],
  destination: readonly TaskRow[],
): TaskRow[] {
  const sameBoard = moved.boardId === target.boardId
  const list = inPosition(destination).filter((task) => task.id !== moved.id)
  const targetIndex = inPosition(destination).findIndex((task) => task.id === target.id)
  list.splice(targetIndex, 0, { ...moved, boardId: target.boardId })
  const changed = renumber(list)
  if (sameBoard) return changed
  return [...changed, ...renumber(inPosition(source).filter((task) => task.id !== moved.id))]
}

/** Gives a list of tasks positions 0..n-1. */
export const renumber = (list: readonly TaskRow[]): TaskRow[] =>
  list.map((task, position) => ({ ...task, position }))
