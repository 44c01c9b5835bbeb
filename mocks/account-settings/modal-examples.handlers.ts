/**
 * The modal examples' own records, each the caller's: the people a project is shared with, the
 * apps made with the wizard, the friends referred. Lists answer oldest first.
 */
import { now } from '@mocks/kernel/draws'
import { authUsers } from '@mocks/auth/auth.table'
import { badRequest, notFound } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import { modalExamplesEndpoints as api } from '@/features/account-settings/account-settings.endpoints'
import {
  ALREADY_REFERRED,
  CARD_NEEDED,
  OWN_EMAIL,
  SELF_REFERRAL,
} from '@/features/account-settings/modal-examples.schema'
import { createdApps, paymentMethods, projectMembers, referrals } from './account-settings.table'

const owned = <T extends { userId: number }>({ userId: _owner, ...rest }: T) => rest
const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id

const membersOf = (userId: number) =>
  projectMembers()
    .where('userId')
    .equals(userId)
    .toArray()
    .then((rows) => ({ members: rows.sort(byId).map(owned) }))

/** "mariana.ortega@…" → "Mariana Ortega": a name for someone with no account here. */
export const nameFromEmail = (email: string) =>
  (email.split('@')[0] ?? email)
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ') || email

const members = route(api.members, {
  handle: ({ session }) => membersOf(session.userId),
})

const invite = route(api.invite, {
  async handle({ body, session }) {
    const { userId } = session
    const [me, account, existing] = await Promise.all([
      authUsers().get(userId),
      authUsers().where('email').equals(body.email).first(),
      projectMembers()
        .where('userId')
        .equals(userId)
        .filter((row) => row.email === body.email)
        .first(),
    ])
    if (me?.email === body.email) throw badRequest(OWN_EMAIL, { email: OWN_EMAIL })
    if (existing) {
      await projectMembers().update(existing.id, (row) => {
        row.permission = body.permission
      })
      return membersOf(userId)
    }
    await projectMembers().add({
      id: await nextId(projectMembers()),
      userId,
      email: body.email,
      name: account?.fullName || nameFromEmail(body.email),
      permission: body.permission,
      invitedAt: now().toISOString(),
    })
    return withStatus(await membersOf(userId), 201)
  },
})

const uninvite = route(api.uninvite, {
  async handle({ body, session }) {
    const row = await projectMembers().get(body.id)
    if (!row || row.userId !== session.userId) throw notFound('Member')
    await projectMembers().delete(row.id)
    return membersOf(session.userId)
  },
})

const appsOf = (userId: number) =>
  createdApps()
    .where('userId')
    .equals(userId)
    .toArray()
    .then((rows) => ({ apps: rows.sort(byId).map(owned) }))

const apps = route(api.apps, {
  handle: ({ session }) => appsOf(session.userId),
})

const createApp = route(api.createApp, {
  async handle({ body, session }) {
    const { userId } = session
    const { paymentMethodId, ...app } = body
    let billedTo: string | null = null
    if (app.plan !== 'basic') {
      const card =
        paymentMethodId === null ? undefined : await paymentMethods().get(paymentMethodId)
      if (!card || card.userId !== userId)
        throw badRequest(CARD_NEEDED, { paymentMethodId: CARD_NEEDED })
      billedTo = `${card.brand} •••• ${card.last4}`
    }
    const id = await nextId(createdApps())
    await createdApps().add({ id, userId, ...app, billedTo, createdAt: now().toISOString() })
    return withStatus(await appsOf(userId), 201)
  },
})

const referralsOf = (userId: number) =>
  Promise.all([authUsers().get(userId), referrals().where('userId').equals(userId).toArray()]).then(
    ([user, rows]) => ({
      code: user?.username ?? String(userId),
      referrals: rows.sort(byId).map(owned),
    }),
  )

const referred = route(api.referrals, {
  handle: ({ session }) => referralsOf(session.userId),
})

const refer = route(api.refer, {
  async handle({ body, session }) {
    const { userId } = session
    const [me, earlier] = await Promise.all([
      authUsers().get(userId),
      referrals().where('userId').equals(userId).toArray(),
    ])
    const taken = new Set([...earlier.map((row) => row.email), me?.email])
    const fields: Record<string, string> = {}
    body.emails.forEach((email, index) => {
      if (taken.has(email))
        fields[`emails.${index}`] = email === me?.email ? SELF_REFERRAL : ALREADY_REFERRED
    })
    if (Object.keys(fields).length) throw badRequest(ALREADY_REFERRED, fields)
    const invitedAt = now().toISOString()
    for (const email of new Set(body.emails))
      await referrals().add({
        id: await nextId(referrals()),
        userId,
        email,
        status: 'invited',
        invitedAt,
      })
    return withStatus(await referralsOf(userId), 201)
  },
})

export const modalExamplesRoutes = [members, invite, uninvite, apps, createApp, referred, refer]
