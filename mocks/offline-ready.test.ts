import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WarmProgress } from '@/shared/contract/worker-messages'
import { createWarmer, READY_MARKER, WARM_ATTEMPTS, WARM_CONCURRENCY } from './offline-ready'

const ORIGIN = 'http://localhost'
const absolute = (url: string) => new URL(url, ORIGIN).href

/** Cache Storage in memory: one store per cache name, keyed by absolute URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      match: async (url: string) => store.get(absolute(url))?.clone(),
      put: async (url: string, response: Response) => void store.set(absolute(url), response),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => store.delete(request.url),
    }
  }
  return { stores, api: { open } }
}

let storage: ReturnType<typeof fakeCaches>
let inFlight = 0
let mostInFlight = 0
const fetched: string[] = []
/** Files the network refuses, and how many more times. */
const failing = new Map<string, number>()

beforeEach(() => {
  storage = fakeCaches()
  inFlight = mostInFlight = 0
  fetched.length = 0
  failing.clear()
  vi.stubGlobal('caches', storage.api)
  vi.stubGlobal('location', { origin: ORIGIN })
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url)
    inFlight += 1
    mostInFlight = Math.max(mostInFlight, inFlight)
    await new Promise((resolve) => setTimeout(resolve, 1))
    inFlight -= 1
    const left = failing.get(url) ?? 0
    if (left > 0) {
      failing.set(url, left - 1)
      return new Response('busy', { status: 503 })
    }
    return new Response(`body of ${url}`, { headers: { vary: 'Origin' } })
  })
})
afterEach(() => vi.unstubAllGlobals())

const files = Array.from({ length: 40 }, (_, index) => absolute(`/assets/chunk-${index}.js`))

function warmer(options: { ensureData?: () => Promise<void> } = {}) {
  const reports: WarmProgress[] = []
  const made = createWarmer({
    warm: files,
    keep: [...files, absolute('/assets/on-demand-icons.js')],
    buildId: 'build-1',
    ensureData: options.ensureData ?? (async () => undefined),
    report: (progress) => reports.push(progress),
    retryPause: 1,
  })
  return { ...made, reports }
}

describe('the offline warm-up', () => {
  it('caches every file a few at a time, reports its progress, and is ready once all is there', async () => {
    const { start, reports } = warmer()
    const done = await start()
    expect(done).toEqual({ done: 40, total: 40, failed: 0, ready: true })
    expect(mostInFlight).toBeLessThanOrEqual(WARM_CONCURRENCY)
    expect(mostInFlight).toBeGreaterThan(1)
    expect(reports.map((report) => report.done)).toEqual([...Array(41).keys(), 40])
    expect(reports.slice(0, -1).every((report) => !report.ready)).toBe(true)
    expect(storage.stores.get('corredor-assets')?.size).toBe(41) // and the marker

    // A restarted worker knows at once, from the marker, and fetches nothing.
    fetched.length = 0
    const restarted = warmer()
    expect(await restarted.progress()).toMatchObject({ ready: true, done: 40 })
    await restarted.start()
    expect(fetched).toEqual([])
  })

  it('retries a failing file, and a round that still fails is not ready until the next succeeds', async () => {
    failing.set(files[3]!, WARM_ATTEMPTS - 1)
    failing.set(files[7]!, WARM_ATTEMPTS)
    const { start, progress } = warmer()
    expect(await start()).toEqual({ done: 39, total: 40, failed: 1, ready: false })
    expect(fetched.filter((url) => url === files[3])).toHaveLength(WARM_ATTEMPTS)
    expect(await (await caches.open('corredor-assets')).match(READY_MARKER)).toBeUndefined()

    // The next round (the page asks again) fetches only what is missing.
    fetched.length = 0
    expect(await start()).toEqual({ done: 40, total: 40, failed: 0, ready: true })
    expect(fetched).toEqual([files[7]])
    expect(await progress()).toMatchObject({ ready: true })
  })

  it('is not ready while the data cannot be prepared, and drops the files of older builds', async () => {
    const cache = await caches.open('corredor-assets')
    await cache.put(absolute('/assets/old-build.js'), new Response('old'))
    await cache.put(absolute('/assets/on-demand-icons.js'), new Response('opened once'))
    let seeded = false
    const { start } = warmer({
      ensureData: async () => {
        if (!seeded) throw new Error('the database is busy')
      },
    })
    expect(await start()).toMatchObject({ done: 40, ready: false })
    expect(await cache.match('/assets/old-build.js')).toBeUndefined()
    expect(await cache.match('/assets/on-demand-icons.js')).toBeDefined()
    seeded = true
    expect(await start()).toMatchObject({ ready: true })
  })

  it("stores every file without its Vary header, and an earlier release's copy again without it", async () => {
    // The browser's static route (mocks/static-routes.ts) looks a file up by its address alone.
    const cache = await caches.open('corredor-assets')
    await cache.put(files[0]!, new Response('kept', { headers: { vary: 'Origin' } }))
    await warmer().start()
    const stored = [...storage.stores.get('corredor-assets')!.values()]
    expect(stored).toHaveLength(41)
    expect(stored.filter((response) => response.headers.has('vary'))).toEqual([])
    expect(await (await cache.match(files[0]!))?.text()).toBe('kept')
    expect(fetched).not.toContain(files[0])
  })
})
