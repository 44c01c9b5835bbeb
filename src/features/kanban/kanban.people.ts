/** The agency team a task may be assigned to (the people the email and chat seeds know). */
import type { Assignee } from './kanban.schema'

export const kanbanPeople: readonly Assignee[] = [
  { title: 'John Doe', img: '/images/avatars/1.svg' },
  { title: 'Mariana Ortega', img: '/images/avatars/3.svg' },
  { title: 'Javier Vega', img: '/images/avatars/4.svg' },
  { title: 'Elena Suárez', img: '/images/avatars/5.svg' },
  { title: 'Pablo Navarro', img: '/images/avatars/6.svg' },
  { title: 'Lucía Fernández', img: '/images/avatars/7.svg' },
  { title: 'Diego Ramírez', img: '/images/avatars/8.svg' },
  { title: 'Sofía Castillo', img: '/images/avatars/9.svg' },
  { title: 'Mateo Herrera', img: '/images/avatars/10.svg' },
  { title: 'Camila Rojas', img: '/images/avatars/11.svg' },
  { title: 'Andrés Molina', img: '/images/avatars/12.svg' },
]

/** Labels offered in the drawer; any other text is a label too. */
export const suggestedLabels = [
  'Claims',
  'Renewals',
  'Underwriting',
  'Compliance',
  'Marketing',
  'Customer',
  'Urgent',
] as const
