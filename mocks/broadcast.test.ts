/**
 * The broadcast names the tables a request's transaction really wrote: every write is
 * announced, a GET that writes (get-chat) too, and a plain read never is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL_NAME, type ChangeMessage } from '@/shared/contract/channel'
import { call, freshDatabase, onPostgres, signIn } from '@mocks/test/api'
import { routes } from './handlers'

/** Queries that reach each GET handler's data, not just its validation. */
const queries: Record<string, Record<string, string>> = {
  '/apps/chat/get-chat': { id: '1' },
  '/apps/email/get-email': { id: '1' },
  '/apps/email/paginate-email': { dir: 'next', emailId: '1' },
  '/apps/email/emails': { folder: 'inbox' },
  '/api/users/user': { id: '1' },
  '/api/users/settings': { id: '1' },
  '/apps/invoice/history': { id: '1' },
  '/blog/list/data/detail': { id: '1' },
  '/blog/list/data/edit': { id: '1' },
  '/faq/data/category': { category: 'claims' },
  '/faq/data/question': { question: 'how-to-file-a-claim' },
  '/api/users/username-available': { username: 'johndoe' },
}
/** Path parameters that are names, not ids: a known one (else the first record's id). */
const pathParams: Record<string, string> = {
  '/card/card-analytics/:name': 'revenue',
  '/card/card-statistics/:name': 'revenue',
}

let token = ''
let heard: ChangeMessage[] = []
const channel = new BroadcastChannel(CHANNEL_NAME)
channel.onmessage = (event: MessageEvent<ChangeMessage>) => heard.push(event.data)

/** Messages arrive on a later turn of the event loop. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30))

async function announced(method: string, path: string, init: Parameters<typeof call>[2] = {}) {
  heard = []
  const result = await call(method, path, { token, ...init })
  await settle()
  return { status: result.status, tables: heard.flatMap((message) => message.tables) }
}

beforeAll(async () => {
  await freshDatabase()
  token = (await signIn()).accessToken
  await settle()
})
afterAll(() => channel.close())

describe('the change broadcast', () => {
  it('announces nothing for a plain read, and the chat it marked seen for get-chat', async () => {
    for (const { method, path } of routes.filter((entry) => entry.method === 'GET')) {
      // A path parameter (`/api/invoice/invoices/:id`) names the first record.
      const target = path.replace(/:\w+/g, pathParams[path] ?? '1')
      const { status, tables } = await announced(method, target, { query: queries[path] })
      // The device's own sync state is not the server's to answer.
      const deviceOnly = onPostgres() && path.startsWith('/api/sync/')
      expect(status, path).toBe(deviceOnly ? 404 : 200)
      expect(tables, path).toEqual(path === '/apps/chat/get-chat' ? ['chats'] : [])
    }
    // Opened again, the chat has nothing left to mark: nothing was written, nothing announced.
    expect((await announced('GET', '/apps/chat/get-chat', { query: { id: '1' } })).tables).toEqual(
      [],
    )
  })

  it('announces exactly the tables a write touched', async () => {
    const board = await announced('DELETE', '/apps/kanban/delete-board', { body: { data: 'done' } })
    expect(board.status).toBe(200)
    expect(board.tables.sort()).toEqual(['kanbanBoards', 'kanbanTasks'])
    const added = await announced('POST', '/apps/todo/add-tasks', {
      body: { task: { title: 'x' } },
    })
    expect(added).toEqual({ status: 201, tables: ['todoTasks'] })
    const refused = await announced('POST', '/apps/todo/add-tasks', { body: { task: {} } })
    expect(refused).toEqual({ status: 400, tables: [] })
  })
})
