import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { Task } from '@/features/todo/todo.schema'

export type TaskRow = Task

export const todoTables = { todoTasks: 'id' } satisfies TableSchemas

export const todoTasks = typedTable<TaskRow, number>('todoTasks')
