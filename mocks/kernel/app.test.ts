/** Deny by default, checked when the registry is built, and the write guard under every write. */
import { describe, expect, it, beforeEach } from 'vitest'
import { z } from 'zod'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { endpoint } from '@/shared/contract/endpoint'
import { meta } from '../db/database'
import { invoices } from '../invoice/invoice.table'
import { routes } from '../handlers'
import { PUBLIC_PATHS, RegistryError, serve } from './app'
import { route } from './route'
import { inWriteTransaction, nextId } from './write'
import { UnsafeWriteError } from './write-guard'

const ping = (access?: 'public') =>
  route(endpoint({ method: 'GET', path: '/test/ping', response: z.object({ ok: z.boolean() }) }), {
    access,
    handle: () => ({ ok: true }),
  })

describe('serve()', () => {
  it('refuses a route that declares no ability in an app that has none', () => {
    expect(() => serve([{ id: 'careless', routes: [ping()] }])).toThrow(RegistryError)
    expect(() => serve([{ id: 'careless', routes: [ping()] }])).toThrow(/declares no ability/)
  })

  it('refuses a public route other than login, register and refresh', () => {
    expect(() => serve([{ id: 'leaky', routes: [ping('public')] }])).toThrow(/may not be public/)
  })

  it('gives a route its app ability unless it declares its own', () => {
    const { routes: built } = serve([
      { id: 'guarded', access: ['read', 'Thing'], routes: [ping()] },
    ])
    expect(built).toMatchObject([
      { app: 'guarded', method: 'GET', path: '/test/ping', access: ['read', 'Thing'] },
    ])
  })

  it('registers exactly login, register and refresh as public, and every route with access', () => {
    const open = routes.filter((entry) => entry.access === 'public').map((entry) => entry.path)
    expect(open.sort()).toEqual([...PUBLIC_PATHS].sort())
    expect(routes.every((entry) => entry.access !== undefined)).toBe(true)
  })
})

describe('the write guard', () => {
  beforeEach(freshDatabase)

  it('refuses a write outside inWriteTransaction, and nextId outside one', async () => {
    await expect(meta().put({ key: 'stray', value: 1 })).rejects.toBeInstanceOf(UnsafeWriteError)
    await expect(nextId(invoices())).rejects.toBeInstanceOf(UnsafeWriteError)
    expect(await meta().get('stray')).toBeUndefined()
  })

  it('reports the tables a transaction wrote, and none for reads', async () => {
    const wrote = await inWriteTransaction(async () => {
      await meta().get('seededAt')
      await meta().put({ key: 'probe', value: 1 })
    })
    expect(wrote.tables).toEqual(['meta'])
    expect((await inWriteTransaction(() => meta().get('probe'))).tables).toEqual([])
  })

  it('turns a handler that writes the unsafe way into a 500 that wrote nothing', async () => {
    const { handlers } = serve([
      {
        id: 'unsafe',
        access: 'signed-in',
        routes: [
          route(endpoint({ method: 'GET', path: '/test/sneaky-write', response: z.unknown() }), {
            handle: () => meta().put({ key: 'sneaky', value: 1 }),
          }),
        ],
      },
    ])
    const { accessToken } = await signIn()
    const { getResponse } = await import('msw')
    const request = new Request('http://localhost/test/sneaky-write', {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    const response = await getResponse(handlers, request, { baseUrl: 'http://localhost' })
    expect(response?.status).toBe(500)
    expect(await meta().get('sneaky')).toBeUndefined()
    // The real registry still answers.
    expect((await call('GET', '/api/local-db/stats', { token: accessToken })).status).toBe(200)
  })
})
