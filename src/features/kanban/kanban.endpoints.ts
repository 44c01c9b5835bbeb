/** The kanban app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  addBoardInput,
  addTaskInput,
  assigneesSchema,
  boardIdInput,
  boardSchema,
  boardsSchema,
  deletedBoardSchema,
  deletedTaskSchema,
  newTaskSchema,
  reorderTasksInput,
  taskIdInput,
  taskSchema,
  tasksSchema,
  updateBoardInput,
  updateTaskBoardInput,
  updateTaskInput,
} from './kanban.schema'

const BASE = '/apps/kanban'

export const kanbanEndpoints = {
  boards: endpoint({ method: 'GET', path: `${BASE}/boards`, response: boardsSchema }),
  tasks: endpoint({ method: 'GET', path: `${BASE}/tasks`, response: tasksSchema }),
  reorderTasks: endpoint({
    method: 'POST',
    path: `${BASE}/reorder-tasks`,
    body: reorderTasksInput,
    response: tasksSchema,
  }),
  updateTaskBoard: endpoint({
    method: 'POST',
    path: `${BASE}/update-task-board`,
    body: updateTaskBoardInput,
    response: tasksSchema,
  }),
  addTask: endpoint({
    method: 'POST',
    path: `${BASE}/add-task`,
    body: addTaskInput,
    response: newTaskSchema,
  }),
  addBoard: endpoint({
    method: 'POST',
    path: `${BASE}/add-board`,
    body: addBoardInput,
    response: boardSchema,
  }),
  updateBoard: endpoint({
    method: 'POST',
    path: `${BASE}/update-board`,
    body: updateBoardInput,
    response: boardSchema,
  }),
  updateTask: endpoint({
    method: 'POST',
    path: `${BASE}/update-task`,
    body: updateTaskInput,
    response: taskSchema,
  }),
  deleteBoard: endpoint({
    method: 'DELETE',
    path: `${BASE}/delete-board`,
    body: boardIdInput,
    response: deletedBoardSchema,
  }),
  clearTasks: endpoint({
    method: 'DELETE',
    path: `${BASE}/clear-tasks`,
    body: boardIdInput,
    response: deletedBoardSchema,
  }),
  /** Not in the product's contract: who a task may be assigned to. */
  assignees: endpoint({ method: 'GET', path: `${BASE}/assignees`, response: assigneesSchema }),
  /** Not in the product's contract: the task drawer's delete button needs it. */
  deleteTask: endpoint({
    method: 'DELETE',
    path: `${BASE}/delete-task`,
    body: taskIdInput,
    response: deletedTaskSchema,
  }),
}
