/**
 * The task drawer's form model: the contract's rules for the fields a task edit may change,
 * with the due date as the picker's day and the assignees by name.
 */
import { z } from 'zod'
import type { FieldErrorMapping } from '@/shared/api/field-errors'
import { taskChangesSchema, type Assignee, type Task } from '../kanban.schema'
import { dayOf, dueDateFromDay } from './kanban-format'

export const taskFormSchema = taskChangesSchema
  .pick({
    title: true,
    boardId: true,
    labels: true,
    description: true,
    coverImage: true,
    attachments: true,
  })
  .required()
  .extend({ day: z.string().nullable(), assignees: z.array(z.string()) })

export type TaskFormValues = z.input<typeof taskFormSchema>

/** Where the API's field errors go: its body is `{ data: { id, ...changes } }`. */
export const TASK_FORM_ERRORS: FieldErrorMapping = {
  fields: [...Object.keys(taskFormSchema.shape)],
  prefix: 'data.',
  rename: { dueDate: 'day', assignedTo: 'assignees' },
}

export function taskFormValues(task: Task): TaskFormValues {
  return {
    title: task.title,
    boardId: task.boardId,
    labels: task.labels,
    description: task.description,
    coverImage: task.coverImage ?? null,
    attachments: task.attachments,
    day: dayOf(task.dueDate),
    assignees: task.assignedTo.map((person) => person.title),
  }
}

/**
 * The team (`GET /apps/kanban/assignees`: the active user records) by name; everyone the task
 * already names stays choosable, even if no longer on the team list.
 */
export function peopleFor(task: Task, team: readonly Assignee[]): Map<string, Assignee> {
  const byName = new Map<string, Assignee>(team.map((person) => [person.title, person]))
  for (const person of task.assignedTo)
    if (!byName.has(person.title)) byName.set(person.title, person)
  return byName
}

/** The update-task body; a due date stored with a time keeps it unless the day changed. */
export function taskChanges(task: Task, values: TaskFormValues, people: Map<string, Assignee>) {
  const { day, assignees, ...fields } = values
  return {
    ...fields,
    id: task.id,
    title: fields.title.trim(),
    dueDate: day && day !== dayOf(task.dueDate) ? dueDateFromDay(day) : task.dueDate,
    assignedTo: assignees.flatMap((name) => people.get(name) ?? []),
  }
}
