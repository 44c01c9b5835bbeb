/**
 * A connected device in a process of its own: the worker's own dispatch over fake-indexeddb,
 * driven by messages (child_process IPC). `npm run bench:sync` forks two, the property test
 * (server/http-tests/sync-property.test.ts) three. `restart` drops the worker's memory (its link,
 * its sync's state, its seed and key caches, the open database) and keeps the database, as a
 * browser stopping an idle worker does.
 */
import 'fake-indexeddb/auto'
import { db } from '@mocks/db/database'
import { forgetSeeding } from '@mocks/db/seed'
import { forgetSigningKey } from '@mocks/kernel/tokens'
import { forgetConnection } from '@mocks/sync/config'
import { forgetSync } from '@mocks/sync/engine'
import { call, signIn } from '@mocks/test/api'

export type DeviceCommand =
  | { type: 'connect'; server: string; email?: string; password?: string }
  | { type: 'write'; count: number; prefix: string }
  | { type: 'toggleBookmark'; pageId: number }
  | { type: 'sync' }
  | { type: 'until'; count: number; prefix: string }
  | { type: 'restart' }
  | { type: 'state' }
  | { type: 'bookmarkable' }
  | { type: 'get'; path: string }

let token = ''

async function connect(server: string, email = 'admin@demo.com', password = 'admin') {
  const local = await signIn()
  const connected = await call<{ accessToken: string }>('POST', '/api/sync/connect', {
    token: local.accessToken,
    body: { server, email: 'admin@demo.com', password: 'admin' },
  })
  if (connected.status !== 200) throw new Error(JSON.stringify(connected.body))
  token = connected.body.accessToken
  if (email !== 'admin@demo.com') {
    // Another agent signs in on the connected device: through the server.
    const other = await call<{ accessToken: string }>('POST', '/jwt/login', {
      body: { email, password },
    })
    if (other.status !== 200) throw new Error(JSON.stringify(other.body))
    token = other.body.accessToken
  }
  return (await call('POST', '/api/sync/now', { token })).body
}

async function until(count: number, prefix: string) {
  // Counted in the device's table (the list through the API each round would cost more than the
  // pull it waits for), then checked once through the API.
  const began = performance.now()
  const tasks = db.table('todoTasks')
  const target = (await tasks.count()) + count
  for (let rounds = 1; ; rounds += 1) {
    await call('POST', '/api/sync/now', { token })
    if ((await tasks.count()) >= target) {
      const ms = performance.now() - began
      const list = await call<{ title: string }[]>('GET', '/apps/todo/tasks', { token })
      const held = list.body.filter((task) => task.title.startsWith(prefix)).length
      if (held !== count) throw new Error(`holds ${held} of ${count}`)
      return { ms, rounds }
    }
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function run(command: DeviceCommand): Promise<unknown> {
  switch (command.type) {
    case 'connect':
      return connect(command.server, command.email, command.password)
    case 'write':
      for (let i = 0; i < command.count; i += 1) {
        const body = { task: { title: `${command.prefix} ${i}` } }
        const added = await call('POST', '/apps/todo/add-tasks', { token, body })
        if (added.status !== 201) throw new Error(JSON.stringify(added.body))
      }
      return (await call('GET', '/api/sync/status', { token })).body
    case 'toggleBookmark': {
      const toggled = await call('POST', '/api/bookmarks/update', {
        token,
        body: { id: command.pageId },
      })
      if (toggled.status !== 200) throw new Error(JSON.stringify(toggled.body))
      return null
    }
    case 'sync': {
      const began = performance.now()
      const status = (await call('POST', '/api/sync/now', { token })).body
      return { ms: performance.now() - began, status }
    }
    case 'until':
      return until(command.count, command.prefix)
    case 'restart':
      await forgetSync()
      db.close()
      forgetConnection()
      forgetSeeding()
      forgetSigningKey()
      await db.open()
      return null
    case 'get':
      return (await call('GET', command.path, { token })).body
    case 'bookmarkable': {
      const data = await call<{ suggestions: { id: number }[] }>('GET', '/api/bookmarks/data', {
        token,
      })
      return data.body.suggestions.map((page) => page.id)
    }
    case 'state': {
      const tables: Record<string, unknown[]> = {}
      for (const name of [
        'todoTasks',
        'bookmarks',
        'invoices',
        'users',
        'syncOutbox',
        'syncRefused',
      ])
        tables[name] = await db.table(name).toArray()
      return tables
    }
  }
}

process.on('message', (command: DeviceCommand) => {
  run(command).then(
    (value) => process.send?.({ ok: true, value }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  )
})
process.send?.({ ok: true, value: 'ready' })
