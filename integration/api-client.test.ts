import '@mocks/local-storage-shim'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { BASE_URL, freshDatabase, signIn } from '@mocks/test/api'
import { dispatch } from '@mocks/dispatch'
import { getAccessToken, saveSession, getUser } from '@/shared/auth/session'
import { apiRequest, configureApi } from '@/shared/api/client'
import { ApiRequestError } from '@/shared/api/errors'

const statsSchema = z.object({ totalRows: z.number() })
let calls: string[] = []

beforeEach(async () => {
  await freshDatabase()
  calls = []
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, BASE_URL)
    calls.push(url.pathname)
    return dispatch(new Request(url, init), BASE_URL)
  })
  configureApi({ ready: () => Promise.resolve(), onSignedOut: () => undefined })
  const session = await signIn()
  saveSession(session as never)
})
afterEach(() => vi.unstubAllGlobals())

describe('apiRequest', () => {
  it('sends the bearer and parses the response', async () => {
    const stats = await apiRequest('/api/local-db/stats', { schema: statsSchema })
    expect(stats.totalRows).toBeGreaterThan(0)
  })

  it('refreshes exactly once for 10 concurrent 401s and replays all 10', async () => {
    localStorage.setItem('accessToken', 'rejected.token.value')
    const results = await Promise.all(
      Array.from({ length: 10 }, () => apiRequest('/api/local-db/stats', { schema: statsSchema })),
    )
    expect(results).toHaveLength(10)
    expect(results.every((result) => result.totalRows > 0)).toBe(true)
    expect(calls.filter((path) => path === '/jwt/refresh-token')).toHaveLength(1)
    expect(calls.filter((path) => path === '/api/local-db/stats')).toHaveLength(20)
    expect(getAccessToken()).not.toBe('rejected.token.value')
  })

  it('holds requests that start during a refresh until it is done', async () => {
    localStorage.setItem('accessToken', 'rejected.token.value')
    const first = apiRequest('/api/local-db/stats', { schema: statsSchema })
    await vi.waitFor(() => expect(calls).toContain('/jwt/refresh-token'))
    const late = apiRequest('/api/local-db/stats', { schema: statsSchema })
    await Promise.all([first, late])
    // The late request went out once, with the fresh token.
    expect(calls.filter((path) => path === '/api/local-db/stats')).toHaveLength(3)
  })

  it('signs out when the refresh fails', async () => {
    const onSignedOut = vi.fn()
    configureApi({ onSignedOut })
    localStorage.setItem('accessToken', 'rejected.token.value')
    localStorage.setItem('refreshToken', 'rejected.refresh.value')
    await expect(apiRequest('/api/local-db/stats', { schema: statsSchema })).rejects.toBeInstanceOf(
      ApiRequestError,
    )
    expect(onSignedOut).toHaveBeenCalledOnce()
    expect(getUser()).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
  })

  it('surfaces the error envelope with its fields', async () => {
    const error = await apiRequest('/jwt/login', {
      method: 'POST',
      auth: false,
      body: { email: 'admin@demo.com', password: 'bad' },
      schema: z.unknown(),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).fields.email).toBe('Email or Password is Invalid')
  })
})
