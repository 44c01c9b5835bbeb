/** The Todo contract: shared by the handlers (parsing input) and the client (parsing answers). */
import { z } from 'zod'
import { idInput, optionalParam } from '@/shared/contract/zod'

export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const
export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const
export const TODO_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const

export const todoTagSchema = z.enum(TODO_TAGS)
export const todoFilterSchema = z.enum(TODO_FILTERS)
export const todoSortSchema = z.enum(TODO_SORTS)

export const assigneeSchema = z
  .object({ fullName: z.string().trim().min(1).max(120), avatar: z.string().max(2000) })
  .strict()

/** A calendar day (`2026-11-30`) or a full ISO timestamp; the UI writes days. */
const dueDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })])

export const taskSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    dueDate: dueDateSchema.nullable(),
    description: z.string(),
    assignee: assigneeSchema.nullable(),
    tags: z.array(todoTagSchema),
    isCompleted: z.boolean(),
    isDeleted: z.boolean(),
    isImportant: z.boolean(),
  })
  .strict()

export const taskListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  filter: optionalParam(todoFilterSchema),
  tag: optionalParam(todoTagSchema),
  sortBy: optionalParam(todoSortSchema),
})

const title = z.string().trim().min(1, 'Title is required').max(200)
const tags = z.array(todoTagSchema).max(TODO_TAGS.length)
const fields = {
  title,
  dueDate: dueDateSchema.nullable(),
  description: z.string().max(100_000),
  assignee: assigneeSchema.nullable(),
  tags,
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
}

/** A new task: a title is all it needs; an id sent along is ignored (the store picks it). */
export const newTaskSchema = z.object({
  title,
  dueDate: fields.dueDate.default(null),
  description: fields.description.default(''),
  assignee: fields.assignee.default(null),
  tags: tags.default([]),
  isCompleted: z.boolean().default(false),
  isDeleted: z.boolean().default(false),
  isImportant: z.boolean().default(false),
})
export const addTaskSchema = z.object({ task: newTaskSchema })

/** An update names the task and any fields to change; the rest stay as stored. */
export const taskPatchSchema = z
  .object({ id: idInput, ...fields })
  .partial()
  .required({ id: true })
export const updateTaskSchema = z.object({ task: taskPatchSchema })

export const deleteTaskSchema = z.object({ taskId: idInput })

export type Task = z.infer<typeof taskSchema>
export type TodoTag = z.infer<typeof todoTagSchema>
export type TodoFilter = z.infer<typeof todoFilterSchema>
export type TodoSort = z.infer<typeof todoSortSchema>
export type Assignee = z.infer<typeof assigneeSchema>
export type NewTask = z.input<typeof newTaskSchema>
/** What the client sends to update-task: the id and the fields that change. */
export type TaskPatch = Pick<Task, 'id'> & Partial<Omit<Task, 'id'>>
export type TaskListQuery = z.input<typeof taskListQuerySchema>
