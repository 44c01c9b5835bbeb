import type { ZodType } from 'zod'
import { taskSchema } from '@/features/todo/todo.schema'

/** Imported rows must match the task entity exactly (the schema object is strict). */
export const todoRowSchemas: Record<string, ZodType> = { todoTasks: taskSchema }
