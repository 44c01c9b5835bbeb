import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Task, TaskPatch } from '../todo.schema'
import {
  addTask,
  deleteTask,
  fetchAssignees,
  fetchTasks,
  updateTask,
  type TaskListParams,
} from './todo.api'

const TABLE = 'todoTasks'

export const todoKeys = {
  all: ['todo'] as const,
  lists: () => [...todoKeys.all, 'list'] as const,
  list: (params: TaskListParams) => [...todoKeys.lists(), params] as const,
  assignees: () => [...todoKeys.all, 'assignees'] as const,
}

export const taskListQuery = (params: TaskListParams) =>
  queryOptions({
    queryKey: todoKeys.list(params),
    queryFn: ({ signal }) => fetchTasks(params, signal),
    meta: { tables: [TABLE] },
  })

export const assigneesQuery = () =>
  queryOptions({
    queryKey: todoKeys.assignees(),
    queryFn: ({ signal }) => fetchAssignees(signal),
  })

export const useTasks = (params: TaskListParams) =>
  useQuery({ ...taskListQuery(params), placeholderData: (previous) => previous })
export const useAssignees = () => useQuery(assigneesQuery())

/** Every task write makes every task list stale. */
function useTaskMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  optimistic?: (input: I, task: Task) => Task,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onMutate: async (input: I) => {
      if (!optimistic) return
      // The checkbox and the star answer at once; the server's answer settles the lists.
      await queryClient.cancelQueries({ queryKey: todoKeys.lists() })
      queryClient.setQueriesData<Task[]>({ queryKey: todoKeys.lists() }, (tasks) =>
        tasks?.map((task) => optimistic(input, task)),
      )
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const tables = query.meta?.tables
          return Array.isArray(tables) && tables.includes(TABLE)
        },
      }),
  })
}

const patchTask = (patch: TaskPatch, task: Task): Task =>
  patch.id === task.id ? { ...task, ...patch } : task

export const useAddTask = () => useTaskMutation(addTask)
export const useUpdateTask = () => useTaskMutation(updateTask, patchTask)
export const useDeleteTask = () => useTaskMutation(deleteTask)
