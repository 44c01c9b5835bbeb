import { z } from 'zod'
import { todoFilterSchema, todoSortSchema, todoTagSchema } from '../todo.schema'

/** The URL holds the search text, the order and the task open in the drawer. */
export const todoSearchSchema = z.object({
  q: z.string().optional().catch(undefined),
  sortBy: todoSortSchema.optional().catch(undefined),
  task: z.coerce.number().int().positive().optional().catch(undefined),
})
export type TodoSearch = z.infer<typeof todoSearchSchema>

export const parseTodoFilter = (value: string) => {
  const parsed = todoFilterSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}
export const parseTodoTag = (value: string) => {
  const parsed = todoTagSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}
