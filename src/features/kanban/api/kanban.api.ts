import { z } from 'zod'
import { apiRequest } from '@/shared/api/client'
import {
  assigneesSchema,
  boardSchema,
  boardsSchema,
  newTaskSchema,
  taskSchema,
  tasksSchema,
  type Board,
  type TaskChanges,
} from '../kanban.schema'

const done = z.unknown()
const post = <S extends z.ZodType>(path: string, data: unknown, schema: S) =>
  apiRequest(`/apps/kanban/${path}`, { method: 'POST', body: { data }, schema })
const remove = (path: string, data: string | number) =>
  apiRequest(`/apps/kanban/${path}`, { method: 'DELETE', body: { data }, schema: done })

export const fetchBoards = (signal?: AbortSignal) =>
  apiRequest('/apps/kanban/boards', { schema: boardsSchema, signal })

/** The active user records, as a task's assignees. */
export const fetchAssignees = (signal?: AbortSignal) =>
  apiRequest('/apps/kanban/assignees', { schema: assigneesSchema, signal })

export const fetchTasks = (signal?: AbortSignal) =>
  apiRequest('/apps/kanban/tasks', { schema: tasksSchema, signal })

export const reorderTasks = (input: { taskId: number; targetTaskId: number }) =>
  post('reorder-tasks', input, tasksSchema)

export const updateTaskBoard = (input: { taskId: number; newBoardId: string }) =>
  post('update-task-board', input, tasksSchema)

export const addTask = (input: { title: string; boardId: string }) =>
  post('add-task', input, newTaskSchema)

export const addBoard = (board: Board) => post('add-board', board, boardSchema)
export const renameBoard = (board: Board) => post('update-board', board, boardSchema)

export const updateTask = (input: TaskChanges & { id: number }) =>
  post('update-task', input, taskSchema)

export const deleteBoard = (boardId: string) => remove('delete-board', boardId)
export const clearTasks = (boardId: string) => remove('clear-tasks', boardId)
export const deleteTask = (taskId: number) => remove('delete-task', taskId)
