import { queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
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
    // The assignees are the active user records: they follow adds and suspensions.
    meta: { tables: ['users'] },
  })

export const useTasks = (params: TaskListParams) =>
  useQuery({ ...taskListQuery(params), placeholderData: (previous) => previous })
export const useAssignees = () => useQuery(assigneesQuery())

/** Every task write makes every task list stale. */
const useTaskMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useAppMutation({ mutationFn, tables: [TABLE], errorMessage: 'todo.drawer.failed' })

const patchTask = (patch: TaskPatch, task: Task): Task =>
  patch.id === task.id ? { ...task, ...patch } : task

export const useAddTask = () => useTaskMutation(addTask)
export const useDeleteTask = () => useTaskMutation(deleteTask)

/** The checkbox and the star answer at once; a refused change puts the lists back. */
export const useUpdateTask = () =>
  useAppMutation({
    mutationFn: updateTask,
    tables: [TABLE],
    errorMessage: 'todo.drawer.failed',
    optimistic: {
      queryKey: todoKeys.lists(),
      apply: (client, patch: TaskPatch) =>
        client.setQueriesData<Task[]>({ queryKey: todoKeys.lists() }, (tasks) =>
          tasks?.map((task) => patchTask(patch, task)),
        ),
    },
  })
