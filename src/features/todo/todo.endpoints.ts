/** The todo app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { z } from 'zod'
import { endpoint } from '@/shared/contract/endpoint'
import {
  addTaskSchema,
  assigneeSchema,
  deleteTaskSchema,
  taskListQuerySchema,
  taskSchema,
  updateTaskSchema,
} from './todo.schema'

const BASE = '/apps/todo'

export const todoEndpoints = {
  tasks: endpoint({
    method: 'GET',
    path: `${BASE}/tasks`,
    query: taskListQuerySchema,
    response: z.array(taskSchema),
  }),
  assignees: endpoint({
    method: 'GET',
    path: `${BASE}/assignees`,
    response: z.array(assigneeSchema),
  }),
  add: endpoint({
    method: 'POST',
    path: `${BASE}/add-tasks`,
    body: addTaskSchema,
    response: taskSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: `${BASE}/update-task`,
    body: updateTaskSchema,
    response: taskSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/delete-task`,
    body: deleteTaskSchema,
    response: taskSchema,
  }),
}
