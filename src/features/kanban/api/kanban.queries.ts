import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { Task } from '../kanban.schema'
import {
  addBoard,
  addTask,
  clearTasks,
  deleteBoard,
  deleteTask,
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

export const tasksQuery = () =>
  queryOptions({
    queryKey: kanbanKeys.tasks(),
    queryFn: ({ signal }) => fetchTasks(signal),
    meta: { tables: [TASKS] },
  })

export const useBoards = () => useQuery(boardsQuery())
export const useTasks = () => useQuery(tasksQuery())

const invalidate = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => {
      const tables = query.meta?.tables
      return Array.isArray(tables) && tables.some((table) => table === BOARDS || table === TASKS)
    },
  })

/** Every kanban write makes both lists stale. */
function useKanbanMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => invalidate(queryClient) })
}

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
 * A drag shows the new order at once (`optimistic`, set before the request so the dropped card
 * never jumps back); the server's answer replaces it, and a failure puts the old order back.
 */
export function useMoveTask(onFailed: () => void) {
  const queryClient = useQueryClient()
  const key = kanbanKeys.tasks()
  const mutation = useMutation({
    mutationFn: (input: MoveInput) =>
      input.kind === 'reorder'
        ? reorderTasks({ taskId: input.taskId, targetTaskId: input.targetTaskId })
        : updateTaskBoard({ taskId: input.taskId, newBoardId: input.newBoardId }),
    onSuccess: (tasks) => queryClient.setQueryData(key, tasks),
  })
  return (input: MoveInput) => {
    const before = queryClient.getQueryData<Task[]>(key)
    void queryClient.cancelQueries({ queryKey: key })
    queryClient.setQueryData<Task[]>(key, input.optimistic)
    mutation.mutate(input, {
      onError: () => {
        if (before) queryClient.setQueryData(key, before)
        onFailed()
      },
    })
  }
}
