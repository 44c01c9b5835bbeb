import { afterEach, describe, expect, it, vi } from 'vitest'
import { percentCached, takeWarmProgress, usePwa } from './pwa.store'

const TOTAL = 980
const preparing = (done: number, failed = 0) => ({ done, total: TOTAL, failed, ready: false })

afterEach(() => usePwa.setState({ offline: null, offlinePreparingSeen: false }))

/** Store updates (each one a render of the navbar's ring) while `run` reports. */
function updatesDuring(run: () => void): number {
  const listener = vi.fn()
  const stop = usePwa.subscribe(listener)
  run()
  stop()
  return listener.mock.calls.length
}

describe('takeWarmProgress', () => {
  it('takes a report per whole percent, not one per file', () => {
    const updates = updatesDuring(() => {
      for (let done = 0; done <= TOTAL; done += 1) takeWarmProgress(preparing(done))
    })
    // 0 % to 100 %: 101 updates where the worker sent 981 reports.
    expect(updates).toBe(101)
    expect(usePwa.getState().offline).toEqual(preparing(TOTAL))
    expect(usePwa.getState().offlinePreparingSeen).toBe(true)
    expect(percentCached(preparing(TOTAL - 1))).toBe(99)
  })

  it('takes readiness and a failure at once', () => {
    takeWarmProgress(preparing(500))
    expect(updatesDuring(() => takeWarmProgress(preparing(500, 1)))).toBe(1)
    expect(usePwa.getState().offline?.failed).toBe(1)
    expect(
      updatesDuring(() => takeWarmProgress({ done: 500, total: TOTAL, failed: 0, ready: true })),
    ).toBe(1)
    expect(usePwa.getState().offline?.ready).toBe(true)
  })

  it('takes the ready report of a worker that was ready before the page opened', () => {
    takeWarmProgress({ done: TOTAL, total: TOTAL, failed: 0, ready: true })
    expect(usePwa.getState().offline?.ready).toBe(true)
    expect(usePwa.getState().offlinePreparingSeen).toBe(false)
  })
})
