/** Hand-written board data around a fixed date (2026-11-22), so tests can name every row. */
import type { Seed } from '@mocks/db/seed'
import { agencyPeople } from '@mocks/users/users.seed-data'
import type { Assignee, TaskComment } from '@/features/kanban/kanban.schema'
import type { BoardRow, TaskRow } from './kanban.table'

/** The agency's people are the user records (mocks/users): same names, same pictures. */
const person = (name: string): Assignee => {
  const found = Object.values(agencyPeople).find((entry) => entry.fullName === name)
  if (!found) throw new Error(`Unknown person ${name}`)
  return { title: found.fullName, img: found.avatar }
}
const said = (name: string, comment: string): TaskComment => ({
  name,
  img: person(name).img,
  comment,
})
const icon = (kind: 'pdf' | 'doc' | 'xls' | 'file') => `/images/kanban/file-${kind}.svg`

const boards: BoardRow[] = [
  { id: 'todo', title: 'To do', order: 0 },
  { id: 'in-progress', title: 'In progress', order: 1 },
  { id: 'done', title: 'Done', order: 2 },
]

const tasks: TaskRow[] = [
  {
    id: 1,
    boardId: 'todo',
    position: 0,
    title: 'Review the Ortega windscreen claim',
    description: 'Check the garage invoice against the policy excess and approve the payment.',
    labels: ['Claims', 'Urgent'],
    dueDate: '2026-11-24T12:00:00.000Z',
    coverImage: '/images/kanban/car-claim.svg',
    attachments: [
      { name: 'garage-invoice.pdf', img: icon('pdf'), size: 184_320 },
      { name: 'windscreen.svg', img: '/images/kanban/car-claim.svg' },
    ],
    comments: [
      said('Lucía Fernández', 'The invoice matches the quote we approved.'),
      said('John Doe', 'Great, let us settle it this week.'),
    ],
    assignedTo: [person('Lucía Fernández'), person('John Doe')],
  },
  {
    id: 2,
    boardId: 'todo',
    position: 1,
    title: 'Prepare the fleet policy renewal for Herrera Logistics',
    description: 'Two new vans join in December: add plates and VINs before the quote.',
    labels: ['Renewals', 'Customer'],
    dueDate: '2026-11-28T12:00:00.000Z',
    attachments: [{ name: 'fleet-list.xlsx', img: icon('xls'), size: 48_128 }],
    comments: [said('Mateo Herrera', 'Plates and VINs are in the spreadsheet.')],
    assignedTo: [person('Mateo Herrera')],
  },
  {
    id: 3,
    boardId: 'in-progress',
    position: 0,
    title: 'Underwrite the Vega warehouse',
    description: 'Waiting for the sprinkler certificate before the quote is signed off.',
    labels: ['Underwriting'],
    dueDate: '2026-11-26T12:00:00.000Z',
    coverImage: '/images/kanban/warehouse.svg',
    attachments: [
      { name: 'site-survey.pdf', img: icon('pdf'), size: 912_384 },
      { name: 'floor-plan.docx', img: icon('doc'), size: 65_536 },
    ],
    comments: [
      said('Javier Vega', 'The certificate is on its way from the installer.'),
      said('Elena Suárez', 'I can inspect the site on Thursday.'),
      said('John Doe', 'Thursday works, thank you Elena.'),
    ],
    assignedTo: [person('Elena Suárez'), person('Javier Vega'), person('John Doe')],
  },
  {
    id: 4,
    boardId: 'in-progress',
    position: 1,
    title: 'Winter campaign for home insurance',
    description: 'Newsletter and social posts about burst pipes and storm cover.',
    labels: ['Marketing'],
    dueDate: '2026-12-01T12:00:00.000Z',
    attachments: [],
    comments: [said('Camila Rojas', 'First draft of the newsletter is ready for review.')],
    assignedTo: [person('Camila Rojas')],
  },
  {
    id: 5,
    boardId: 'done',
    position: 0,
    title: 'Annual data-protection audit',
    description: 'Consent records checked and the retention policy updated.',
    labels: ['Compliance'],
    dueDate: '2026-11-18T12:00:00.000Z',
    coverImage: '/images/kanban/audit.svg',
    attachments: [{ name: 'audit-report.pdf', img: icon('pdf'), size: 356_000 }],
    comments: [],
    assignedTo: [person('Pablo Navarro'), person('Sofía Castillo')],
  },
  {
    id: 6,
    boardId: 'done',
    position: 1,
    title: 'Raise the Castillo family life cover',
    description: 'New sums insured confirmed by phone; policy documents sent.',
    labels: ['Customer', 'Renewals'],
    dueDate: '2026-11-15T12:00:00.000Z',
    attachments: [{ name: 'policy-schedule.pdf', img: icon('pdf'), size: 128_000 }],
    comments: [said('Sofía Castillo', 'Signed documents received, all done.')],
    assignedTo: [person('Sofía Castillo')],
  },
]

export const kanbanSeeds: Seed[] = [
  { table: 'kanbanBoards', rows: () => boards },
  { table: 'kanbanTasks', rows: () => tasks },
]
