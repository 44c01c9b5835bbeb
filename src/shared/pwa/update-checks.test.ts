// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleUpdateChecks, UPDATE_EVERY_MS, UPDATE_MIN_GAP_MS } from './update-checks'

let visibility: DocumentVisibilityState = 'visible'
const doc = {
  addEventListener: document.addEventListener.bind(document),
  removeEventListener: document.removeEventListener.bind(document),
  get visibilityState() {
    return visibility
  },
}
const becomes = (state: DocumentVisibilityState) => {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
})
afterEach(() => vi.useRealTimers())

describe('scheduleUpdateChecks', () => {
  it('looks for a new release every hour', () => {
    const check = vi.fn()
    const stop = scheduleUpdateChecks({ check, doc })
    vi.advanceTimersByTime(UPDATE_EVERY_MS - 1)
    expect(check).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(check).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(2 * UPDATE_EVERY_MS)
    expect(check).toHaveBeenCalledTimes(3)
    stop()
    vi.advanceTimersByTime(UPDATE_EVERY_MS)
    expect(check).toHaveBeenCalledTimes(3)
  })

  it('looks again when the page becomes visible or regains focus, at most every few minutes', () => {
    const check = vi.fn()
    const stop = scheduleUpdateChecks({ check, doc })
    // Right after the registration's own check: not again.
    becomes('hidden')
    becomes('visible')
    window.dispatchEvent(new Event('focus'))
    expect(check).not.toHaveBeenCalled()

    vi.advanceTimersByTime(UPDATE_MIN_GAP_MS)
    becomes('hidden')
    expect(check).not.toHaveBeenCalled()
    becomes('visible')
    expect(check).toHaveBeenCalledOnce()
    window.dispatchEvent(new Event('focus'))
    expect(check).toHaveBeenCalledOnce()

    vi.advanceTimersByTime(UPDATE_MIN_GAP_MS)
    window.dispatchEvent(new Event('focus'))
    expect(check).toHaveBeenCalledTimes(2)
    stop()
    vi.advanceTimersByTime(UPDATE_MIN_GAP_MS)
    becomes('visible')
    window.dispatchEvent(new Event('focus'))
    expect(check).toHaveBeenCalledTimes(2)
  })
})
