/** Todo and kanban assignees and calendar guests are the active user records. */
import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'

beforeEach(freshDatabase)

const names = async (auth: string, path: string, key: 'fullName' | 'title' | 'name') => {
  const result = await call<Record<string, string>[]>('GET', path, { token: auth })
  expect(result.status, path).toBe(200)
  return result.body.map((person) => person[key]!)
}

describe('the agency’s people', () => {
  it('are the active users in every app, and follow a suspension and an addition', async () => {
    const auth = (await signIn()).accessToken
    const lists = async () => [
      await names(auth, '/apps/todo/assignees', 'fullName'),
      await names(auth, '/apps/kanban/assignees', 'title'),
      await names(auth, '/apps/calendar/guests', 'name'),
    ]
    const all = await call<{ fullName: string; status: string }[]>(
      'GET',
      '/api/users/list/all-data',
      {
        token: auth,
      },
    )
    const active = all.body.filter((user) => user.status === 'active').map((user) => user.fullName)
    for (const list of await lists()) {
      expect([...list].sort()).toEqual([...active].sort())
      expect(list).toContain('Lucía Fernández')
      expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'es')))
    }
    await call('POST', '/apps/users/update-user', {
      token: auth,
      body: { user: { id: 2, status: 'inactive' } },
    })
    for (const list of await lists()) expect(list).not.toContain('Lucía Fernández')
    const kanban = await call<{ title: string; img: string }[]>('GET', '/apps/kanban/assignees', {
      token: auth,
    })
    expect(kanban.body.find((person) => person.title === 'John Doe')?.img).toBe(
      '/images/avatars/1.svg',
    )
    expect(kanban.body.some((person) => person.img === '')).toBe(true)
  })

  it('refuses the client', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    for (const path of ['/apps/todo/assignees', '/apps/kanban/assignees', '/apps/calendar/guests'])
      expect((await call('GET', path, { token: accessToken })).status, path).toBe(403)
  })
})
