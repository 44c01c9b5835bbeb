/**
 * Refreshing the session when it goes wrong: two tabs at once (the worker rotates the refresh
 * token, so the second must not use the old one), a malformed answer, and no network.
 */
import '@mocks/local-storage-shim'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { freshStart, openPage, signedInPage, type Network, type Page } from './support/pages'

const statsSchema = z.object({ totalRows: z.number() })
const refused = { name: 'ApiRequestError', status: 401 }
let network: Network

const stats = (page: Page) => page.apiRequest('/api/local-db/stats', { schema: statsSchema })
const refreshCalls = () => network.calls.filter((path) => path === '/jwt/refresh-token').length
// A token the worker refuses, as an expired one would be.
const expireAccessToken = () => localStorage.setItem('accessToken', 'expired.access.token')

beforeEach(async () => {
  network = await freshStart()
})
afterEach(() => vi.unstubAllGlobals())

describe('two tabs', () => {
  it('refreshing together both stay signed in, with one refresh between them', async () => {
    const first = await signedInPage()
    const second = await openPage()
    expect(second.getUser()).not.toBeNull()
    expireAccessToken()
    const before = localStorage.getItem('refreshToken')
    const results = await Promise.all([stats(first), stats(second), stats(first), stats(second)])
    expect(results.every((result) => result.totalRows > 0)).toBe(true)
    expect(refreshCalls()).toBe(1)
    expect(first.onSignedOut).not.toHaveBeenCalled()
    expect(second.onSignedOut).not.toHaveBeenCalled()
    expect(localStorage.getItem('refreshToken')).not.toBe(before)
    // The rotated pair still refreshes: nobody was left holding a revoked token.
    expireAccessToken()
    await expect(stats(second)).resolves.toBeTruthy()
    expect(refreshCalls()).toBe(2)
  })

  it('a tab that lost the race uses the pair the other tab stored', async () => {
    const first = await signedInPage()
    const second = await openPage()
    expireAccessToken()
    // The first tab holds the lock while it refreshes; the second queues behind it.
    const both = Promise.all([first.refreshSession(), second.refreshSession()])
    const [mine, theirs] = await both
    expect(mine.status).toBe('refreshed')
    expect(theirs).toEqual(mine)
    expect(refreshCalls()).toBe(1)
  })

  it('without Web Locks a single tab still refreshes once for concurrent 401s', async () => {
    vi.stubGlobal('navigator', {})
    const page = await signedInPage()
    expireAccessToken()
    await Promise.all(Array.from({ length: 5 }, () => stats(page)))
    expect(refreshCalls()).toBe(1)
    expect(page.onSignedOut).not.toHaveBeenCalled()
  })
})

describe('a refresh that goes wrong', () => {
  const answers: Array<[string, () => Response]> = [
    ['a body that is not a token pair', () => Response.json({ accessToken: 1 })],
    ['a body that is not JSON', () => new Response('<html>oops</html>', { status: 200 })],
  ]
  for (const [name, answer] of answers) {
    it(`signs out cleanly on ${name}`, async () => {
      const page = await signedInPage()
      network.override('/jwt/refresh-token', answer)
      expireAccessToken()
      const results = await Promise.allSettled([stats(page), stats(page)])
      for (const result of results) {
        expect(result.status === 'rejected' && result.reason).toMatchObject(refused)
      }
      expect(page.onSignedOut).toHaveBeenCalledOnce()
      expect(page.getUser()).toBeNull()
      expect(localStorage.getItem('refreshToken')).toBeNull()
    })
  }

  it('keeps the session when the network fails, and refreshes once it is back', async () => {
    const page = await signedInPage()
    network.override('/jwt/refresh-token', () => Promise.reject(new TypeError('Failed to fetch')))
    expireAccessToken()
    await expect(stats(page)).rejects.toMatchObject({ status: 503 })
    expect(page.onSignedOut).not.toHaveBeenCalled()
    expect(page.getUser()).not.toBeNull()
    expect(localStorage.getItem('refreshToken')).not.toBeNull()
    network.override('/jwt/refresh-token', null)
    await expect(stats(page)).resolves.toBeTruthy()
    expect(page.onSignedOut).not.toHaveBeenCalled()
  })

  it('keeps the session when the refresh answers a server error', async () => {
    const page = await signedInPage()
    network.override('/jwt/refresh-token', () => new Response('', { status: 500 }))
    expireAccessToken()
    await expect(stats(page)).rejects.toMatchObject({ status: 503 })
    expect(page.onSignedOut).not.toHaveBeenCalled()
    expect(page.getUser()).not.toBeNull()
  })
})
