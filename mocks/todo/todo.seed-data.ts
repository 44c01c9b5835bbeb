/** Eighteen hand-written tasks around today (2026-11-22): some overdue, some done, two deleted. */
import type { Task, TodoTag } from '@/features/todo/todo.schema'
import { agencyPeople } from '@mocks/users/users.seed-data'

type Person = keyof typeof agencyPeople

interface Spec {
  title: string
  who: Person | null
  due: string
  tags: TodoTag[]
  html: string
  done?: boolean
  star?: boolean
  gone?: boolean
}

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('')
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

const specs: Spec[] = [
  {
    title: 'Renew the Ortega family auto policy',
    who: 'mariana',
    due: '2026-11-18',
    tags: ['high'],
    star: true,
    html: p(
      'The policy lapses at the end of the month. Confirm the <strong>new premium</strong> and the second driver.',
    ),
  },
  {
    title: 'Send the October commission statement',
    who: 'lucia',
    due: '2026-11-10',
    tags: ['update'],
    done: true,
    html: p('Export the statement from the insurer portal and send it to accounting.'),
  },
  {
    title: 'Call Javier Vega about the fleet quote',
    who: 'javier',
    due: '2026-11-25',
    tags: ['medium'],
    star: true,
    html:
      p('He asked for a comparison of three insurers for 12 vans.') +
      ul('Allianz', 'Mapfre', 'AXA'),
  },
  {
    title: 'Prepare the Q4 claims report',
    who: 'diego',
    due: '2026-12-05',
    tags: ['team', 'high'],
    html: p(
      'Claims opened, closed and pending per line of business, with the average time to settle.',
    ),
  },
  {
    title: 'Update the home insurance brochure',
    who: 'sofia',
    due: '2026-12-12',
    tags: ['low', 'update'],
    html: p('New flood cover limits and the <em>2027</em> prices.'),
  },
  {
    title: 'Review the life cover proposal for Elena Suárez',
    who: 'elena',
    due: '2026-11-20',
    tags: ['high'],
    star: true,
    html: p(
      'She wants the sum insured raised to 250,000 € and a quote with and without disability cover.',
    ),
  },
  {
    title: 'Archive the 2025 signed contracts',
    who: null,
    due: '2026-11-15',
    tags: ['low'],
    done: true,
    html: p('Scan the paper copies and file them by client.'),
  },
  {
    title: 'Team meeting: new travel insurance product',
    who: 'john',
    due: '2026-11-26',
    tags: ['team'],
    html: p('Agenda:') + ul('Coverage and exclusions', 'Commission', 'Launch campaign'),
  },
  {
    title: 'Check the expired cyber policy quotes',
    who: 'pablo',
    due: '2026-11-05',
    tags: ['low'],
    done: true,
    gone: true,
    html: p('Quotes older than 30 days are no longer valid.'),
  },
  {
    title: 'Chase the unpaid premium from Navarro Logistics',
    who: 'pablo',
    due: '2026-11-19',
    tags: ['high', 'update'],
    star: true,
    html: p(
      'Second reminder. The cover is suspended after <strong>30 days</strong> without payment.',
    ),
  },
  {
    title: 'Onboard the new claims assistant',
    who: 'lucia',
    due: '2026-12-01',
    tags: ['team', 'medium'],
    html: p('Accounts for the CRM and the insurer portals, and a first week with Diego.'),
  },
  {
    title: 'Renew the office liability cover',
    who: 'diego',
    due: '2026-12-15',
    tags: ['medium'],
    done: true,
    star: true,
    html: p('Signed and paid; the certificate is in the shared folder.'),
  },
  {
    title: 'Translate the policy summary into English',
    who: 'sofia',
    due: '2026-11-28',
    tags: ['low'],
    html: p('For the expatriate clients of the Málaga office.'),
  },
  {
    title: 'Draft the December newsletter',
    who: null,
    due: '2026-12-10',
    tags: ['update', 'medium'],
    html: '',
  },
  {
    title: 'Verify the documents for the motorbike claim',
    who: 'mariana',
    due: '2026-11-23',
    tags: ['high'],
    html: p('Police report, photos and the repair estimate. The adjuster visits on Tuesday.'),
  },
  {
    title: 'Plan the year-end client dinner',
    who: 'john',
    due: '2026-12-18',
    tags: ['team', 'low'],
    star: true,
    gone: true,
    html: p('Cancelled this year: we send gift baskets instead.'),
  },
  {
    title: 'Reconcile the November payments',
    who: 'elena',
    due: '2026-11-30',
    tags: ['medium'],
    done: true,
    html: p('Match the bank statement against the premiums collected.'),
  },
  {
    title: 'Set up two-step sign-in for the team',
    who: 'javier',
    due: '2026-11-24',
    tags: ['team', 'update'],
    star: true,
    html: p('Everyone with access to client data, before the audit.'),
  },
]

export const seedTasks = (): Task[] =>
  specs.map((spec, index) => ({
    id: index + 1,
    title: spec.title,
    dueDate: spec.due,
    description: spec.html,
    assignee: spec.who
      ? { fullName: agencyPeople[spec.who].fullName, avatar: agencyPeople[spec.who].avatar }
      : null,
    tags: spec.tags,
    isCompleted: spec.done ?? false,
    isDeleted: spec.gone ?? false,
    isImportant: spec.star ?? false,
  }))
