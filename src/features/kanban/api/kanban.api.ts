import { call } from '@/shared/api/call'
import { kanbanEndpoints as api } from '../kanban.endpoints'
import type { Board, TaskChanges } from '../kanban.schema'

export const fetchBoards = (signal?: AbortSignal) => call(api.boards, { signal })

/** The active user records, as a task's assignees. */
export const fetchAssignees = (signal?: AbortSignal) => call(api.assignees, { signal })

export const fetchTasks = (signal?: AbortSignal) => call(api.tasks, { signal })

export const reorderTasks = (data: { taskId: number; targetTaskId: number }) =>
  call(api.reorderTasks, { body: { data } })

export const updateTaskBoard = (data: { taskId: number; newBoardId: string }) =>
  call(api.updateTaskBoard, { body: { data } })

export const addTask = (data: { title: string; boardId: string }) =>
  call(api.addTask, { body: { data } })

export const addBoard = (data: Board) => call(api.addBoard, { body: { data } })
export const renameBoard = (data: Board) => call(api.updateBoard, { body: { data } })

export const updateTask = (data: TaskChanges & { id: number }) =>
  call(api.updateTask, { body: { data } })

export const deleteBoard = (data: string) => call(api.deleteBoard, { body: { data } })
export const clearTasks = (data: string) => call(api.clearTasks, { body: { data } })
export const deleteTask = (data: number) => call(api.deleteTask, { body: { data } })
