import { call } from '@/shared/api/call'
import { todoEndpoints } from '../todo.endpoints'
import type { NewTask, TaskPatch, TodoFilter, TodoSort, TodoTag } from '../todo.schema'

export interface TaskListParams {
  filter?: TodoFilter
  tag?: TodoTag
  q?: string
  sortBy?: TodoSort
}

export const fetchTasks = (query: TaskListParams, signal?: AbortSignal) =>
  call(todoEndpoints.tasks, { query, signal })

export const fetchAssignees = (signal?: AbortSignal) => call(todoEndpoints.assignees, { signal })

export const addTask = (task: NewTask) => call(todoEndpoints.add, { body: { task } })

export const updateTask = (task: TaskPatch) => call(todoEndpoints.update, { body: { task } })

export const deleteTask = (taskId: number) => call(todoEndpoints.remove, { body: { taskId } })
