import { z } from 'zod'
import { apiRequest } from '@/shared/api/client'
import {
  assigneeSchema,
  taskSchema,
  type NewTask,
  type TaskPatch,
  type TodoFilter,
  type TodoSort,
  type TodoTag,
} from '../todo.schema'

const BASE = '/apps/todo'

export interface TaskListParams {
  filter?: TodoFilter
  tag?: TodoTag
  q?: string
  sortBy?: TodoSort
}

export const fetchTasks = (params: TaskListParams, signal?: AbortSignal) =>
  apiRequest(`${BASE}/tasks`, { query: { ...params }, schema: z.array(taskSchema), signal })

export const fetchAssignees = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/assignees`, { schema: z.array(assigneeSchema), signal })

export const addTask = (task: NewTask) =>
  apiRequest(`${BASE}/add-tasks`, { method: 'POST', body: { task }, schema: taskSchema })

export const updateTask = (task: TaskPatch) =>
  apiRequest(`${BASE}/update-task`, { method: 'POST', body: { task }, schema: taskSchema })

export const deleteTask = (taskId: number) =>
  apiRequest(`${BASE}/delete-task`, { method: 'DELETE', body: { taskId }, schema: taskSchema })
