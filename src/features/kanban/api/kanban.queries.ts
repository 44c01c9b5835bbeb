import { queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { Task } from '../kanban.schema'
import {
  addBoard,
  addTask,
  clearTasks,
  deleteBoard,
  deleteTask,
  fetchAssignees,
  fetchBoards,
  fetchTasks,
  renameBoard,
  reorderTasks,
  updateTask,
  updateTaskBoard,
} from './kanban.api'

const BOARDS = 'kanbanBoards'
const TASKS = 'kanbanTasks'

export const kanbanKeys = {
  all: ['kanban'] as const,
  boards: () => [...kanbanKeys.all, 'boards'] as const,
  tasks: () => [...kanbanKeys.all, 'tasks'] as const,
}

export const boardsQuery = () =>
  queryOptions({
    queryKey: kanbanKeys.boards(),
    queryFn: ({ signal }) => fetchBoards(signal),
    meta: { tables: [BOARDS] },
  })

/** Follows the user records: a user added or suspended changes who may be assigned. */
export const assigneesQuery = () =>
  queryOptions({
    queryKey: [...kanbanKeys.all, 'assignees'] as const,
    queryFn: ({ signal }) => fetchAssignees(signal),
    meta: { tables: ['users'] },
  })

export const useAssignees = () => useQuery(assigneesQuery())

export const tasksQuery = () =>
  queryOptions({
    queryKey: kanbanKeys.tasks(),
    queryFn: ({ signal }) => fetchTasks(signal),
    meta: { tables: [TASKS] },
  })

export const useBoards = () => useQuery(boardsQuery())
export const useTasks = () => useQuery(tasksQuery())

const TABLES = [BOARDS, TASKS]

/** Every kanban write makes both lists stale. */
const useKanbanMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useAppMutation({ mutationFn, tables: TABLES, errorMessage: 'kanban.failed' })

export const useAddTask = () => useKanbanMutation(addTask)
export const useAddBoard = () => useKanbanMutation(addBoard)
export const useRenameBoard = () => useKanbanMutation(renameBoard)
export const useUpdateTask = () => useKanbanMutation(updateTask)
export const useDeleteBoard = () => useKanbanMutation(deleteBoard)
export const useClearTasks = () => useKanbanMutation(clearTasks)
export const useDeleteTask = () => useKanbanMutation(deleteTask)

export type MoveInput =
  | { kind: 'reorder'; taskId: number; targetTaskId: number; optimistic: Task[] }
  | { kind: 'board'; taskId: number; newBoardId: string; optimistic: Task[] }

/**
 * A drag shows the new order at once (`optimistic`, set synchronously so the dropped card
 * never jumps back); the server's answer replaces it, and a failure puts the old order back.
 */
export const useMoveTask = () =>
  useAppMutation({
    mutationFn: (input: MoveInput) =>
      input.kind === 'reorder'
        ? reorderTasks({ taskId: input.taskId, targetTaskId: input.targetTaskId })
        : updateTaskBoard({ taskId: input.taskId, newBoardId: input.newBoardId }),
    tables: TABLES,
    errorMessage: 'kanban.moveFailed',
    optimistic: {
      queryKey: kanbanKeys.tasks(),
      apply: (client, input: MoveInput) =>
        client.setQueryData<Task[]>(kanbanKeys.tasks(), input.optimistic),
    },
    onSuccess: (tasks, _input, client) => client.setQueryData(kanbanKeys.tasks(), tasks),
  })
