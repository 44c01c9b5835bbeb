import { z } from 'zod'

/** The URL holds the task open in the editor. */
export const kanbanSearchSchema = z.object({
  task: z.coerce.number().int().positive().optional().catch(undefined),
})
export type KanbanSearch = z.infer<typeof kanbanSearchSchema>

/** The search that opens a task's editor, or none. */
export const openTask = (id: number | undefined): KanbanSearch =>
  id === undefined ? {} : { task: id }
