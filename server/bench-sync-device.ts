/**
 * One device for `npm run bench:sync` (server/bench-sync.ts forks two): the worker's own dispatch
 * over fake-indexeddb in a process of its own, driven by messages.
 */
import 'fake-indexeddb/auto'
import { db } from '@mocks/db/database'
import { call, signIn } from '@mocks/test/api'

type Command =
  | { type: 'connect'; server: string }
  | { type: 'write'; count: number; prefix: string }
  | { type: 'sync' }
  | { type: 'until'; count: number; prefix: string }

let token = ''

async function run(command: Command): Promise<unknown> {
  switch (command.type) {
    case 'connect': {
      const local = await signIn()
      const connected = await call<{ accessToken: string }>('POST', '/api/sync/connect', {
        token: local.accessToken,
        body: { server: command.server, email: 'admin@demo.com', password: 'admin' },
      })
      if (connected.status !== 200) throw new Error(JSON.stringify(connected.body))
      token = connected.body.accessToken
      return (await call('POST', '/api/sync/now', { token })).body
    }
    case 'write':
      for (let i = 0; i < command.count; i += 1) {
        const body = { task: { title: `${command.prefix} ${i}` } }
        const added = await call('POST', '/apps/todo/add-tasks', { token, body })
        if (added.status !== 201) throw new Error(JSON.stringify(added.body))
      }
      return (await call('GET', '/api/sync/status', { token })).body
    case 'sync': {
      const began = performance.now()
      const status = (await call('POST', '/api/sync/now', { token })).body
      return { ms: performance.now() - began, status }
    }
    case 'until': {
      // Counted in the device's table (reading the list through the API each round would cost
      // more than the pull it waits for), then checked once through the API.
      const began = performance.now()
      const tasks = db.table('todoTasks')
      const target = (await tasks.count()) + command.count
      for (let rounds = 1; ; rounds += 1) {
        await call('POST', '/api/sync/now', { token })
        if ((await tasks.count()) >= target) {
          const ms = performance.now() - began
          const list = await call<{ title: string }[]>('GET', '/apps/todo/tasks', { token })
          const held = list.body.filter((task) => task.title.startsWith(command.prefix)).length
          if (held !== command.count) throw new Error(`B holds ${held} of ${command.count}`)
          return { ms, rounds }
        }
        await new Promise((done) => setTimeout(done, 50))
      }
    }
  }
}

process.on('message', (command: Command) => {
  run(command).then(
    (value) => process.send?.({ ok: true, value }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  )
})
process.send?.({ ok: true, value: 'ready' })
