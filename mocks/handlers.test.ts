/**
 * Every registered endpoint, fed malformed input by a signed-in caller, answers a 4xx with the
 * error envelope (or a success): never a 500. New apps are covered as soon as they register.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { handlers } from './handlers'

const badBodies = [
  '{nope',
  '[]',
  'null',
  '"text"',
  '42',
  '{"id":"abc"}',
  '{"id":-1}',
  '{"data":{}}',
]
const badQueries = { page: '-1', perPage: 'abc', id: 'x', q: ['a', 'b'], 'calendars[]': 'Nope' }

const endpoints = handlers.map((handler) => {
  const { method, path } = handler.info
  return { method: String(method), path: String(path).replace(/:\w+/g, 'not-an-id') }
})

let token = ''
beforeAll(async () => {
  await freshDatabase()
  token = (await signIn()).accessToken
})

describe.each(endpoints)('$method $path', ({ method, path }) => {
  it('never answers a 500 to malformed input', async () => {
    const attempts = method === 'GET' ? [undefined] : badBodies
    for (const rawBody of attempts) {
      const result = await call(method, path, { token, rawBody, query: badQueries })
      expect(result.status, `${method} ${path} with ${rawBody}`).toBeLessThan(500)
      if (result.status >= 400) {
        expect(result.body, `${method} ${path} with ${rawBody}`).toMatchObject({
          error: { code: expect.any(String), message: expect.any(String) },
        })
      }
    }
  })
})
