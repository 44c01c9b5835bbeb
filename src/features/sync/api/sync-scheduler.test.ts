import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSyncScheduler } from './sync-scheduler'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A run that stays under way until `finish()`. */
function controlledRun() {
  let finish: () => void = () => undefined
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve
      }),
  )
  return { run, finish: () => finish() }
}

describe('createSyncScheduler', () => {
  it('makes one run of requests that come within the delay of each other', async () => {
    const run = vi.fn(() => Promise.resolve())
    const scheduler = createSyncScheduler(run, 250)
    scheduler.request()
    await vi.advanceTimersByTimeAsync(200)
    scheduler.request()
    await vi.advanceTimersByTimeAsync(200)
    scheduler.request()
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(250)
    expect(run).toHaveBeenCalledOnce()
  })

  it('never runs twice at once: requests during a run make one more run after it', async () => {
    const { run, finish } = controlledRun()
    const scheduler = createSyncScheduler(run, 250)
    scheduler.request()
    await vi.advanceTimersByTimeAsync(250)
    expect(run).toHaveBeenCalledTimes(1)
    scheduler.request()
    await vi.advanceTimersByTimeAsync(250)
    scheduler.request()
    await vi.advanceTimersByTimeAsync(250)
    expect(run).toHaveBeenCalledTimes(1)
    finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(2)
    finish()
    await vi.advanceTimersByTimeAsync(1000)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('keeps going after a failed run', async () => {
    const run = vi.fn(() => Promise.reject(new Error('offline')))
    const scheduler = createSyncScheduler(run, 250)
    scheduler.request()
    await vi.advanceTimersByTimeAsync(250)
    scheduler.request()
    await vi.advanceTimersByTimeAsync(250)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('runs nothing once stopped, not even a request already waiting', async () => {
    const run = vi.fn(() => Promise.resolve())
    const scheduler = createSyncScheduler(run, 250)
    scheduler.request()
    scheduler.stop()
    scheduler.request()
    await vi.advanceTimersByTimeAsync(1000)
    expect(run).not.toHaveBeenCalled()
  })
})
