import { afterEach, describe, expect, it, vi } from 'vitest'
import { askForPersistence, readPersistence, requestPersistence } from './persistent-storage'

afterEach(() => {
  vi.unstubAllGlobals()
})

const withStorage = (storage: Partial<StorageManager> | undefined) =>
  vi.stubGlobal('navigator', { storage })

describe('persistent storage', () => {
  it('is a no-op where navigator.storage is missing', async () => {
    withStorage(undefined)
    expect(await readPersistence()).toBe('unsupported')
    expect(await requestPersistence()).toBe('unsupported')
    expect(() => askForPersistence()).not.toThrow()
  })

  it('asks only when not yet persisted, and reports the answer', async () => {
    const persist = vi.fn(() => Promise.resolve(false))
    withStorage({ persisted: () => Promise.resolve(false), persist })
    expect(await readPersistence()).toBe('not-granted')
    expect(await requestPersistence()).toBe('not-granted')
    expect(persist).toHaveBeenCalledTimes(1)

    const never = vi.fn(() => Promise.resolve(true))
    withStorage({ persisted: () => Promise.resolve(true), persist: never })
    expect(await requestPersistence()).toBe('granted')
    expect(never).not.toHaveBeenCalled()
  })

  it('never throws when the browser does', async () => {
    withStorage({
      persisted: () => Promise.reject(new Error('denied')),
      persist: () => Promise.reject(new Error('denied')),
    })
    expect(await readPersistence()).toBe('unsupported')
    expect(await requestPersistence()).toBe('not-granted')
  })
})
