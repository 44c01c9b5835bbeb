import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { Assignee, Task } from '@/features/todo/todo.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken
const tasks = async (auth: string, query: Record<string, string> = {}) => {
  const result = await call<Task[]>('GET', '/apps/todo/tasks', { token: auth, query })
  expect(result.status).toBe(200)
  return result.body
}
const ids = (list: Task[]) => list.map((task) => task.id)
const post = <T = ErrorBody>(auth: string | null, path: string, body: unknown) =>
  call<T>('POST', `/apps/todo/${path}`, { token: auth, body })
const remove = <T = ErrorBody>(auth: string | null, body: unknown) =>
  call<T>('DELETE', '/apps/todo/delete-task', { token: auth, body })

describe('GET /apps/todo/tasks', () => {
  it('lists every task not deleted, newest first', async () => {
    const list = await tasks(await token())
    expect(list).toHaveLength(16)
    expect(list.some((task) => task.isDeleted)).toBe(false)
    expect(ids(list)).toEqual([...ids(list)].sort((a, b) => b - a))
    expect(list[0]).toMatchObject({ id: 18, title: 'Set up two-step sign-in for the team' })
  })

  it('filters important, completed and deleted', async () => {
    const auth = await token()
    const important = await tasks(auth, { filter: 'important' })
    expect(ids(important)).toEqual([18, 12, 10, 6, 3, 1])
    const completed = await tasks(auth, { filter: 'completed' })
    expect(ids(completed)).toEqual([17, 12, 7, 2])
    const deleted = await tasks(auth, { filter: 'deleted' })
    expect(ids(deleted)).toEqual([16, 9])
  })

  it('keeps a tag, matches q in the title case-insensitively and combines them', async () => {
    const auth = await token()
    expect(ids(await tasks(auth, { tag: 'team' }))).toEqual([18, 11, 8, 4])
    expect(ids(await tasks(auth, { tag: 'low', filter: 'deleted' }))).toEqual([16, 9])
    expect(ids(await tasks(auth, { q: 'RENEW' }))).toEqual([12, 1])
    expect(ids(await tasks(auth, { q: 'renew', tag: 'high' }))).toEqual([1])
    expect(ids(await tasks(auth, { q: 'nothing like this' }))).toEqual([])
    // Empty values mean "not given", as older clients send them.
    expect(await tasks(auth, { filter: '', tag: '', sortBy: '', q: '' })).toHaveLength(16)
  })

  it('sorts by title, assignee and due date without changing the store', async () => {
    const auth = await token()
    const asc = await tasks(auth, { sortBy: 'title-asc' })
    expect(asc[0]!.title).toBe('Archive the 2025 signed contracts')
    const titles = asc.map((task) => task.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
    const desc = await tasks(auth, { sortBy: 'title-desc' })
    expect(desc.map((task) => task.title)).toEqual([...titles].reverse())
    const byAssignee = await tasks(auth, { sortBy: 'assignee' })
    expect(byAssignee[0]!.assignee?.fullName).toBe('Diego Ramírez')
    expect(byAssignee.slice(-2).map((task) => task.assignee)).toEqual([null, null])
    const byDue = await tasks(auth, { sortBy: 'due-date' })
    expect(ids(byDue).slice(0, 3)).toEqual([2, 7, 1])
    const dues = byDue.map((task) => task.dueDate ?? '')
    expect(dues).toEqual([...dues].sort())
    expect(ids(await tasks(auth))[0]).toBe(18)
  })

  it('answers 400 for an unknown filter, tag or sort, 401 without a token', async () => {
    const auth = await token()
    for (const [key, value] of [
      ['filter', 'archived'],
      ['tag', 'urgent'],
      ['sortBy', 'oldest'],
    ] as const) {
      const result = await call<ErrorBody>('GET', '/apps/todo/tasks', {
        token: auth,
        query: { [key]: value },
      })
      expect(result.status, key).toBe(400)
      expect(result.body.error.fields).toHaveProperty(key)
    }
    const twice = await call('GET', '/apps/todo/tasks', { token: auth, query: { q: ['a', 'b'] } })
    expect(twice.status).toBe(400)
    expect((await call('GET', '/apps/todo/tasks')).status).toBe(401)
  })
})

describe('GET /apps/todo/assignees', () => {
  it('lists the people a task can go to', async () => {
    const result = await call<Assignee[]>('GET', '/apps/todo/assignees', { token: await token() })
    expect(result.status).toBe(200)
    expect(result.body).toContainEqual({
      fullName: 'Lucía Fernández',
      avatar: '/images/avatars/7.svg',
    })
  })
})

describe('POST /apps/todo/add-tasks', () => {
  it('creates a task with the next id and flags false by default', async () => {
    const auth = await token()
    const result = await post<Task>(auth, 'add-tasks', {
      task: { title: '  Call the broker  ', tags: ['team', 'team'], id: 3 },
    })
    expect(result.status).toBe(201)
    expect(result.body).toEqual({
      id: 19,
      title: 'Call the broker',
      dueDate: null,
      description: '',
      assignee: null,
      tags: ['team'],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    })
    expect(ids(await tasks(auth))[0]).toBe(19)
  })

  it('keeps every field given', async () => {
    const auth = await token()
    const task = {
      title: 'Quote for the bakery',
      dueDate: '2026-12-02',
      description: '<p>Shop and <strong>van</strong></p>',
      assignee: { fullName: 'Diego Ramírez', avatar: '/images/avatars/8.svg' },
      tags: ['high'],
      isImportant: true,
    }
    const result = await post<Task>(auth, 'add-tasks', { task })
    expect(result.body).toMatchObject({ ...task, isCompleted: false, isDeleted: false })
    expect(ids(await tasks(auth, { filter: 'important' }))[0]).toBe(19)
  })

  it('answers 400 for a missing or blank title, bad fields or no task', async () => {
    const auth = await token()
    const cases: [unknown, string][] = [
      [{ task: {} }, 'task.title'],
      [{ task: { title: '   ' } }, 'task.title'],
      [{ task: { title: 'x', tags: ['urgent'] } }, 'task.tags.0'],
      [{ task: { title: 'x', dueDate: 'tomorrow' } }, 'task.dueDate'],
      [{ task: { title: 'x', isImportant: 'yes' } }, 'task.isImportant'],
      [{ task: { title: 'x', assignee: { fullName: 'A' } } }, 'task.assignee.avatar'],
      [{}, 'task'],
    ]
    for (const [body, field] of cases) {
      const result = await post(auth, 'add-tasks', body)
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(result.body.error.fields, JSON.stringify(body)).toHaveProperty([field])
    }
    const raw = await call('POST', '/apps/todo/add-tasks', { token: auth, rawBody: '{oops' })
    expect(raw.status).toBe(400)
    expect(await tasks(auth)).toHaveLength(16)
  })
})

describe('POST /apps/todo/update-task', () => {
  it('changes the given fields and keeps the rest, after a re-read too', async () => {
    const auth = await token()
    const result = await post<Task>(auth, 'update-task', {
      task: { id: 1, isCompleted: true, tags: ['high', 'team'] },
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      id: 1,
      title: 'Renew the Ortega family auto policy',
      isCompleted: true,
      isImportant: true,
      tags: ['high', 'team'],
    })
    expect(ids(await tasks(auth, { filter: 'completed' }))).toContain(1)
    expect(ids(await tasks(auth, { tag: 'team' }))).toContain(1)
  })

  it('takes a whole task and can restore a deleted one', async () => {
    const auth = await token()
    const [deleted] = await tasks(auth, { filter: 'deleted' })
    const result = await post<Task>(auth, 'update-task', {
      task: { ...deleted, isDeleted: false, assignee: null },
    })
    expect(result.body).toMatchObject({ id: 16, isDeleted: false, assignee: null })
    expect(ids(await tasks(auth, { filter: 'deleted' }))).toEqual([9])
  })

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    const auth = await token()
    const missing = await post(auth, 'update-task', { task: { id: 999, title: 'x' } })
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('not_found')
    for (const body of [{ task: { title: 'x' } }, { task: { id: 1, title: '' } }, { task: 1 }]) {
      expect((await post(auth, 'update-task', body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await tasks(auth))[15]!.title).toBe('Renew the Ortega family auto policy')
  })
})

describe('DELETE /apps/todo/delete-task', () => {
  it('soft-deletes: the task moves to the deleted filter', async () => {
    const auth = await token()
    const result = await remove<Task>(auth, { taskId: 3 })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id: 3, isDeleted: true, isImportant: true })
    expect(ids(await tasks(auth))).not.toContain(3)
    expect(ids(await tasks(auth, { filter: 'important' }))).not.toContain(3)
    expect(ids(await tasks(auth, { filter: 'deleted' }))).toEqual([16, 9, 3])
  })

  it('takes the id in the query too', async () => {
    const auth = await token()
    const result = await call('DELETE', '/apps/todo/delete-task', {
      token: auth,
      query: { taskId: '4' },
    })
    expect(result.status).toBe(200)
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const auth = await token()
    expect((await remove(auth, { taskId: 404 })).status).toBe(404)
    for (const body of [{}, { taskId: 'abc' }, { taskId: -1 }, { id: 3 }]) {
      const result = await remove(auth, body)
      expect(result.status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('access', () => {
  it('answers 401 without a token and 403 to the client on every endpoint', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    const endpoints = [
      ['GET', '/apps/todo/tasks', undefined],
      ['GET', '/apps/todo/assignees', undefined],
      ['POST', '/apps/todo/add-tasks', { task: { title: 'x' } }],
      ['POST', '/apps/todo/update-task', { task: { id: 1, title: 'x' } }],
      ['DELETE', '/apps/todo/delete-task', { taskId: 1 }],
    ] as const
    for (const [method, path, body] of endpoints) {
      expect((await call(method, path, { body })).status, path).toBe(401)
      expect((await call(method, path, { body, token: accessToken })).status, path).toBe(403)
    }
    expect((await tasks(await token())).find((task) => task.id === 1)?.title).toBe(
      'Renew the Ortega family auto policy',
    )
  })
})
