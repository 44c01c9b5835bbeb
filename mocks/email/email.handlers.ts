import { now } from '@mocks/kernel/draws'
import { notFound } from '@mocks/kernel/errors'
import type { RoundTrip } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import { typedTable } from '@mocks/db/database'
import { withStatus } from '@mocks/kernel/reply'
import { emailEndpoints as api } from '@/features/email/email.endpoints'
import type { EmailFolder, RecipientInput } from '@/features/email/email.schema'
import { emails, type EmailRow } from './email.table'
import { MAILBOX_OWNER } from './email.seed-data'
import { people } from './email.seed-people'

/** The auth feature's user table, read by name so the two features stay apart. */
const mailboxUsers = typedTable<
  { id: number; fullName: string; email: string; avatar?: string },
  number
>('authUsers')

const newestFirst = (a: EmailRow, b: EmailRow) => b.time.localeCompare(a.time) || b.id - a.id

/** The listing an email belongs to: trash if trashed, else its own folder. */
const listingOf = async (folder: EmailFolder) =>
  (await emails().where('folder').equals(folder).toArray()).sort(newestFirst)

async function neighbours(email: EmailRow) {
  const listing = await listingOf(email.folder)
  const index = listing.findIndex((row) => row.id === email.id)
  return { previous: listing[index - 1], next: listing[index + 1] }
}

async function findAll(ids: readonly number[]) {
  const rows = await emails().bulkGet([...ids])
  if (rows.some((row) => !row)) throw notFound('Email')
  return rows as EmailRow[]
}

const list = route(api.emails, {
  async handle({ query }) {
    const all = await emails().toArray()
    const needle = query.q?.trim().toLowerCase() ?? ''
    const folder = query.folder ?? 'inbox'
    const picked = all.filter((email) => {
      if (query.label) {
        if (email.folder === 'trash' || !email.labels.includes(query.label)) return false
      } else if (folder === 'starred') {
        if (!email.isStarred || email.folder === 'trash') return false
      } else if (email.folder !== folder) return false
      if (!needle) return true
      return (
        email.from.name.toLowerCase().includes(needle) ||
        email.subject.toLowerCase().includes(needle)
      )
    })
    const unread = (where: EmailFolder) =>
      all.filter((email) => email.folder === where && !email.isRead).length
    return {
      emails: picked.sort(newestFirst),
      emailsMeta: {
        inbox: unread('inbox'),
        spam: unread('spam'),
        draft: all.filter((email) => email.folder === 'draft').length,
      },
    }
  },
})

const update = route(api.update, {
  async handle({ body }) {
    const rows = await findAll(body.emailIds)
    const changes = Object.fromEntries(
      Object.entries(body.dataToUpdate).filter(([, value]) => value !== undefined),
    )
    await emails().bulkPut(rows.map((row) => ({ ...row, ...changes })))
    return { ok: true as const }
  },
})

const updateLabel = route(api.updateLabel, {
  async handle({ body }) {
    const rows = await findAll(body.emailIds)
    await emails().bulkPut(
      rows.map((row) => ({
        ...row,
        labels: row.labels.includes(body.label)
          ? row.labels.filter((label) => label !== body.label)
          : [...row.labels, body.label],
      })),
    )
    return { ok: true as const }
  },
})

const getEmail = route(api.getEmail, {
  async handle({ query }) {
    const email = await emails().get(query.id)
    if (!email) throw notFound('Email')
    const { previous, next } = await neighbours(email)
    return { ...email, hasPreviousMail: Boolean(previous), hasNextMail: Boolean(next) }
  },
})

const paginate = route(api.paginate, {
  async handle({ query }) {
    const email = await emails().get(query.emailId)
    if (!email) throw notFound('Email')
    const found = (await neighbours(email))[query.dir]
    if (!found) throw notFound('Email')
    return found
  },
})

const known = new Map<string, string>(
  Object.values(people).map((person) => [person.email, person.name]),
)
const addressOf = (input: RecipientInput) => (typeof input === 'string' ? input : input.email)
/** A named recipient keeps the name; a known correspondent theirs; anyone else is named by the address. */
const recipient = (input: RecipientInput) => {
  const email = addressOf(input)
  const given = typeof input === 'string' ? '' : input.name.trim()
  return { name: given || known.get(email.toLowerCase()) || email.split('@')[0] || email, email }
}

/** A reopened draft keeps its id (and so leaves the drafts when sent); a new mail takes the next one. */
async function composedId(draftId: number | undefined): Promise<number> {
  if (draftId !== undefined) {
    const draft = await emails().get(draftId)
    if (draft?.folder !== 'draft') throw notFound('Draft')
    return draftId
  }
  return nextId(emails())
}

/** A draft as `get-email` hands it out, changed and saved again in its place (`draftId`). */
const draftRoundTrip: RoundTrip = {
  read: api.getEmail.path,
  query: { id: '18' },
  change: { subject: 'Cover abroad: the answer' },
  wrap: (draft) => ({ ...draft, draftId: draft['id'] }),
}

const compose = (endpoint: typeof api.send | typeof api.saveDraft, folder: 'sent' | 'draft') =>
  route(endpoint, {
    ...(folder === 'draft' ? { roundTrip: draftRoundTrip } : {}),
    async handle({ body, session }) {
      const user = await mailboxUsers().get(session.userId)
      const from = user
        ? { name: user.fullName, email: user.email, avatar: user.avatar ?? '' }
        : MAILBOX_OWNER
      const email: EmailRow = {
        id: await composedId(body.draftId),
        from,
        to: body.to.map(recipient),
        subject: body.subject,
        cc: body.cc.map(addressOf),
        bcc: body.bcc.map(addressOf),
        message: body.message,
        attachments: body.attachments ?? [],
        isStarred: false,
        labels: [],
        time: now().toISOString(),
        folder,
        isRead: true,
        replies: [],
      }
      await emails().put(email)
      return withStatus(email, 201)
    },
  })

const send = compose(api.send, 'sent')
const saveDraft = compose(api.saveDraft, 'draft')

export const emailRoutes = [list, update, updateLabel, getEmail, paginate, send, saveDraft]
