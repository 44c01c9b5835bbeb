/**
 * Sessions that survive use, with the clock moved: both tokens live 10 minutes; a session in
 * use is refreshed before it lapses, an idle one ends, and tabs refreshing together do not
 * sign each other out. The page's client and the worker's real dispatch run in one process.
 */
import '@mocks/local-storage-shim'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { freshStart, signedInPage, type Network, type Page } from './support/pages'

const MINUTE = 60_000
const statsSchema = z.object({ totalRows: z.number() })
let network: Network

const stats = (page: Page) => page.apiRequest('/api/local-db/stats', { schema: statsSchema })
// Each page loads its own copy of the modules, so errors are matched by shape, not class.
const refused = { name: 'ApiRequestError', status: 401 }
const refreshCalls = () => network.calls.filter((path) => path === '/jwt/refresh-token').length

/** Moves the clock in small steps, letting each refresh the pages start finish on the way. */
async function pass(ms: number, ...pages: Page[]): Promise<void> {
  for (let left = ms; left > 0; left -= 15_000) {
    await vi.advanceTimersByTimeAsync(Math.min(15_000, left))
    await Promise.all(pages.map((page) => page.settle()))
  }
}

beforeEach(async () => {
  network = await freshStart()
  // Date and timers only: fake-indexeddb schedules its work with setImmediate.
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a session in use', () => {
  it('survives 25 minutes of requests every 2 minutes, refreshed before each lapse', async () => {
    const page = await signedInPage()
    const stop = page.startSessionKeeper(null)
    for (let minute = 2; minute <= 25; minute += 2) {
      await pass(2 * MINUTE, page)
      await expect(stats(page)).resolves.toMatchObject({ totalRows: expect.any(Number) })
    }
    stop()
    expect(page.onSignedOut).not.toHaveBeenCalled()
    expect(page.getUser()).not.toBeNull()
    // Once before each 10-minute lapse, not on every request.
    expect(refreshCalls()).toBeGreaterThanOrEqual(2)
    expect(refreshCalls()).toBeLessThanOrEqual(3)
  })

  it('is kept by input alone, with no requests (typing a long form)', async () => {
    const page = await signedInPage()
    const target = new EventTarget()
    const stop = page.startSessionKeeper(target)
    for (let second = 0; second < 25 * 60; second += 30) {
      target.dispatchEvent(new Event('keydown'))
      await pass(30_000, page)
    }
    await expect(stats(page)).resolves.toBeTruthy()
    stop()
    expect(page.onSignedOut).not.toHaveBeenCalled()
  })

  it('refreshes at once when the user comes back inside the last minute', async () => {
    const page = await signedInPage()
    const stop = page.startSessionKeeper(null)
    await pass(9 * MINUTE + 30_000, page)
    expect(refreshCalls()).toBe(0)
    await expect(stats(page)).resolves.toBeTruthy()
    expect(refreshCalls()).toBe(1)
    await pass(5 * MINUTE, page)
    await expect(stats(page)).resolves.toBeTruthy()
    stop()
    expect(page.onSignedOut).not.toHaveBeenCalled()
  })

  it('stays signed in through a spell without network, refreshing once it is back', async () => {
    const page = await signedInPage()
    const stop = page.startSessionKeeper(null)
    await pass(8 * MINUTE, page)
    network.override('/jwt/refresh-token', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(stats(page)).resolves.toBeTruthy()
    await pass(90_000, page)
    // Retried now and then, not in a loop.
    const attempts = refreshCalls()
    expect(attempts).toBeGreaterThanOrEqual(1)
    expect(attempts).toBeLessThanOrEqual(5)
    network.override('/jwt/refresh-token', null)
    await expect(stats(page)).resolves.toBeTruthy()
    await pass(30_000, page)
    await expect(stats(page)).resolves.toBeTruthy()
    stop()
    expect(page.onSignedOut).not.toHaveBeenCalled()
    expect(page.getUser()).not.toBeNull()
  })
})

describe('an idle session', () => {
  it('ends: past 10 idle minutes the next request signs out, once', async () => {
    const page = await signedInPage()
    await pass(11 * MINUTE, page)
    const results = await Promise.allSettled([stats(page), stats(page), stats(page)])
    expect(results.every((result) => result.status === 'rejected')).toBe(true)
    for (const result of results) {
      expect(result.status === 'rejected' && result.reason).toMatchObject(refused)
    }
    expect(page.onSignedOut).toHaveBeenCalledOnce()
    expect(page.getUser()).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('refreshToken')).toBeNull()
    // The sign-in screen's notice.
    expect(page.useSession.getState().ended).toBe(true)
    // A late request finds no session: it fails without signalling again.
    await expect(stats(page)).rejects.toMatchObject(refused)
    expect(page.onSignedOut).toHaveBeenCalledOnce()
  })

  it('ends by itself when the refresh token lapses, without waiting for a request', async () => {
    const page = await signedInPage()
    const stop = page.startSessionKeeper(null)
    await pass(9 * MINUTE + 45_000, page)
    expect(page.onSignedOut).not.toHaveBeenCalled()
    await pass(30_000, page)
    stop()
    expect(page.onSignedOut).toHaveBeenCalledOnce()
    expect(page.getUser()).toBeNull()
    expect(page.useSession.getState().ended).toBe(true)
  })
})
