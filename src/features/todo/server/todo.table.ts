import { typedTable, type TableSchemas } from '@/shared/server/database'
import type { Task } from '../todo.schema'

export type TaskRow = Task

export const todoTables = { todoTasks: 'id' } satisfies TableSchemas

export const todoTasks = typedTable<TaskRow, number>('todoTasks')
