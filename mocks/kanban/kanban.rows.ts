import { z } from 'zod'
import { boardSchema, taskSchema } from '@/features/kanban/kanban.schema'

const position = z.number().int().nonnegative()

/** Imported rows must match the stored entities exactly, place included. */
export const kanbanRowSchemas = {
  kanbanBoards: boardSchema.extend({ order: position }).strict(),
  kanbanTasks: taskSchema.extend({ id: z.number().int().positive(), position }).strict(),
}
