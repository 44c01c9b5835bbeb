/**
 * The people a task can be assigned to. A stand-in until the users app lands: then
 * `GET /apps/todo/assignees` reads the user records instead. Same names and avatars as the
 * email and chat seeds, so the demo tells one story.
 */
import type { Assignee } from '@/features/todo/todo.schema'

export const todoPeople = {
  john: { fullName: 'John Doe', avatar: '/images/avatars/1.svg' },
  lucia: { fullName: 'Lucía Fernández', avatar: '/images/avatars/7.svg' },
  diego: { fullName: 'Diego Ramírez', avatar: '/images/avatars/8.svg' },
  sofia: { fullName: 'Sofía Castillo', avatar: '/images/avatars/9.svg' },
  mariana: { fullName: 'Mariana Ortega', avatar: '/images/avatars/3.svg' },
  javier: { fullName: 'Javier Vega', avatar: '/images/avatars/4.svg' },
  elena: { fullName: 'Elena Suárez', avatar: '/images/avatars/5.svg' },
  pablo: { fullName: 'Pablo Navarro', avatar: '/images/avatars/6.svg' },
} as const satisfies Record<string, Assignee>

export type Person = keyof typeof todoPeople

/** Alphabetical, as a picker lists them. */
export const assigneeChoices: Assignee[] = Object.values(todoPeople)
  .map((person) => ({ ...person }))
  .sort((a, b) => a.fullName.localeCompare(b.fullName, 'es'))
