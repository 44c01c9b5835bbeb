import { badRequest, type FieldErrors } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { usersEndpoints as api } from '@/features/users/users.endpoints'
import { MANAGE_ALL } from '@/features/users/users.manifest'
import { AVATAR_COLORS, type User, type UserSortColumn } from '@/features/users/users.schema'
import { userSettings, users, type UserRow } from './users.table'

const userOrThrow = (id: number) => getOrThrow(users(), id, 'User')

// One collator for every sort: `localeCompare` with a locale builds one per comparison, which
// was most of a list request's time in the worker.
const text = new Intl.Collator('en', { sensitivity: 'base' })

const compare = (column: UserSortColumn) => (a: UserRow, b: UserRow) => {
  const [x, y] = [a[column], b[column]]
  const order =
    typeof x === 'number' && typeof y === 'number' ? x - y : text.compare(String(x), String(y))
  return order || a.id - b.id
}

/**
 * Email and username are unique (case-insensitively); a taken one is a 400 naming the field.
 * Not `async`: it answers Dexie's promise, which keeps the write transaction (kernel/write.ts).
 */
const assertUnique = (user: Pick<User, 'email' | 'username'>, exceptId?: number) =>
  users()
    .toArray()
    .then((all) => {
      const others = all.filter((row) => row.id !== exceptId)
      const fields: FieldErrors = {}
      const email = user.email.toLowerCase()
      const username = user.username.toLowerCase()
      if (others.some((row) => row.email.toLowerCase() === email))
        fields['user.email'] = 'This email is already in use.'
      if (others.some((row) => row.username.toLowerCase() === username))
        fields['user.username'] = 'This username is already in use.'
      const [first] = Object.values(fields)
      if (first) throw badRequest(first, fields)
    })

/**
 * Whether a username is still free (case-insensitive), for a form that checks as the person types:
 * the same rule the add and update calls hold it to. `exceptId` leaves out the record being edited.
 */
const usernameAvailable = route(api.usernameAvailable, {
  async handle({ query }) {
    const taken = await users()
      .where('username')
      .equalsIgnoreCase(query.username)
      .filter((row) => row.id !== query.exceptId)
      .count()
    return { username: query.username, available: taken === 0 }
  },
})

const allData = route(api.allData, {
  handle: () => users().toArray(),
})

const list = route(api.list, {
  async handle({ query }) {
    const needle = query.q?.trim().toLowerCase() ?? ''
    const { role, status, currentPlan } = query
    const rows = await users().toArray()
    const picked = rows.filter(
      (user) =>
        (!role || user.role === role) &&
        (!status || user.status === status) &&
        (!currentPlan || user.currentPlan === currentPlan) &&
        (!needle ||
          [user.email, user.fullName, user.billing].some((value) =>
            value.toLowerCase().includes(needle),
          )),
    )
    picked.sort(compare(query.sortColumn ?? 'fullName'))
    if (query.sort === 'desc') picked.reverse()
    const perPage = query.perPage ?? 10
    const start = ((query.page ?? 1) - 1) * perPage
    return { total: picked.length, users: picked.slice(start, start + perPage) }
  },
})

const add = route(api.add, {
  access: MANAGE_ALL,
  async handle({ body }) {
    await assertUnique(body.user)
    const id = await nextId(users())
    const user: UserRow = {
      id,
      ...body.user,
      avatarColor: AVATAR_COLORS[id % AVATAR_COLORS.length]!,
    }
    await users().add(user)
    return withStatus({ user }, 201)
  },
})

const one = route(api.one, {
  handle: ({ query }) => userOrThrow(query.id),
})

const update = route(api.update, {
  access: MANAGE_ALL,
  roundTrip: {
    read: '/api/users/user',
    query: { id: '2' },
    change: { company: 'Fernández & Hijos' },
    wrap: (user) => ({ user }),
  },
  async handle({ body }) {
    const stored = await userOrThrow(body.user.id)
    const changes = Object.fromEntries(
      Object.entries(body.user).filter(([, value]) => value !== undefined),
    )
    const user: UserRow = { ...stored, ...changes, id: stored.id }
    await assertUnique(user, user.id)
    await users().put(user)
    return { user }
  },
})

const remove = route(api.remove, {
  access: MANAGE_ALL,
  async handle({ body }) {
    const user = await userOrThrow(body.id)
    await users().delete(user.id)
    await userSettings().delete(user.id)
    return { user }
  },
})

export const usersRoutes = [allData, list, add, one, update, remove, usernameAvailable]
