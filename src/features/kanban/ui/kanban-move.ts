/**
 * What a finished drag means for the API. The page shows the order the user dropped; the
 * server knows two moves: "take the target's place" (reorder-tasks) and "go to the end of a
 * board" (update-task-board). This turns the one into the other.
 */
import type { Board, Task } from '../kanban.schema'

/** Task ids per board, in order. */
export type Columns = Record<string, number[]>

export function groupByBoard(boards: readonly Board[], tasks: readonly Task[]): Columns {
  const columns: Columns = Object.fromEntries(boards.map((board) => [board.id, []]))
  for (const task of tasks) columns[task.boardId]?.push(task.id)
  return columns
}

export type Move =
  | { kind: 'reorder'; taskId: number; targetTaskId: number }
  | { kind: 'board'; taskId: number; newBoardId: string }

/** The call that turns `before` into `after` for one moved task, or null if nothing moved. */
export function moveFor(taskId: number, before: Columns, after: Columns): Move | null {
  const from = boardOf(before, taskId)
  const to = boardOf(after, taskId)
  if (!from || !to) return null
  const list = after[to] ?? []
  const index = list.indexOf(taskId)
  if (from === to) {
    const original = before[from] ?? []
    const target = original[index]
    if (original.indexOf(taskId) === index || target === undefined) return null
    return { kind: 'reorder', taskId, targetTaskId: target }
  }
  const next = list[index + 1]
  return next === undefined
    ? { kind: 'board', taskId, newBoardId: to }
    : { kind: 'reorder', taskId, targetTaskId: next }
}

export function boardOf(columns: Columns, taskId: number): string | undefined {
  return Object.keys(columns).find((boardId) => columns[boardId]?.includes(taskId))
}

/** The task list the page shows for a given arrangement (board order, then position). */
export function arrange(
  boards: readonly Board[],
  tasks: readonly Task[],
  columns: Columns,
): Task[] {
  const byId = new Map(tasks.map((task) => [task.id, task]))
  return boards.flatMap((board) =>
    (columns[board.id] ?? []).flatMap((id) => {
      const task = byId.get(id)
      return task ? [{ ...task, boardId: board.id }] : []
    }),
  )
}

/** Moves a task into another column at `index` (the end when out of range). */
export function moveAcross(columns: Columns, taskId: number, to: string, index: number): Columns {
  const from = boardOf(columns, taskId)
  if (!from || from === to) return columns
  const target = (columns[to] ?? []).filter((id) => id !== taskId)
  target.splice(Math.max(0, Math.min(index, target.length)), 0, taskId)
  return {
    ...columns,
    [from]: (columns[from] ?? []).filter((id) => id !== taskId),
    [to]: target,
  }
}
