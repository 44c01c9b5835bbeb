/**
 * The kernel under real concurrency: the page fires requests at once through the service worker
 * over Chromium's IndexedDB, the setting in which "highest id + 1" outside a transaction lost
 * rows (20 adds: 18 answered 500). And deny by default, seen from the client's account.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { admin, client } from './support/env'

interface Sent {
  path: string
  body: unknown
}

/** Sends every request at once from the page, with the stored token; answers status and body. */
function burst(page: Page, requests: Sent[]) {
  return page.evaluate(async (all) => {
    const token = localStorage.getItem('accessToken')
    return Promise.all(
      all.map(async ({ path, body }) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        return { status: response.status, body: (await response.json()) as { id?: number } }
      }),
    )
  }, requests)
}

const twenty = <T>(make: (i: number) => T) => Array.from({ length: 20 }, (_, i) => make(i))

test.describe('kernel, as the admin', () => {
  // Signed in once per worker; the test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  test('20 concurrent adds make 20 rows with distinct ids; updates and a racing reset stay whole', async ({
    page,
    signIn,
  }) => {
    await signIn(admin)

    const todos = await burst(
      page,
      twenty((i) => ({ path: '/apps/todo/add-tasks', body: { task: { title: `Call ${i}` } } })),
    )
    expect(todos.map((result) => result.status)).toEqual(twenty(() => 201))
    expect(new Set(todos.map((result) => result.body.id)).size).toBe(20)
    const listed = await callApi<unknown[]>(page, '/apps/todo/tasks')
    expect(listed.body).toHaveLength(16 + 20)

    const mails = await burst(
      page,
      twenty((i) => ({
        path: i % 2 ? '/apps/email/send' : '/apps/email/save-draft',
        body: { to: [{ name: `Client ${i}`, email: `c${i}@example.com` }], subject: `Quote ${i}` },
      })),
    )
    expect(mails.map((result) => result.status)).toEqual(twenty(() => 201))
    expect(new Set(mails.map((result) => result.body.id)).size).toBe(20)

    const titles = twenty((i) => `Renamed ${i}`)
    const updates = await burst(
      page,
      titles.map((title) => ({
        path: '/apps/kanban/update-task',
        body: { data: { id: 1, title } },
      })),
    )
    expect(updates.every((result) => result.status === 200)).toBe(true)
    const tasks = await callApi<{ id: number; title: string }[]>(page, '/apps/kanban/tasks')
    expect(titles).toContain(tasks.body.find((task) => task.id === 1)?.title)

    const [reset, added] = await page.evaluate(async () => {
      const headers = {
        authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'content-type': 'application/json',
      }
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.status)
      return Promise.all([
        post('/api/local-db/reset', {}),
        post('/apps/todo/add-tasks', { task: { title: 'Racing the reset' } }),
      ])
    })
    expect([reset, added]).toEqual([200, 201])
    const afterRace = await callApi<unknown[]>(page, '/apps/todo/tasks')
    expect([16, 17]).toContain(afterRace.body.length)
  })
})

test('the client gets 403 from the apps and the export, and may still reset', async ({
  page,
  signIn,
}) => {
  await signIn(client)
  for (const path of ['/apps/email/emails', '/apps/kanban/tasks', '/api/local-db/export']) {
    const result = await callApi<{ error: { code: string } }>(page, path)
    expect(result.status, path).toBe(403)
    expect(result.body.error.code, path).toBe('forbidden')
  }
  const reset = await callApi(page, '/api/local-db/reset', { method: 'POST', body: {} })
  expect(reset.status).toBe(200)
})
