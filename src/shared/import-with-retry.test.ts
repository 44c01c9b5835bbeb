import { describe, expect, it, vi } from 'vitest'
import { importWithRetry } from './import-with-retry'

describe('importWithRetry', () => {
  it('asks again after a failed chunk and resolves with the module', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module')
    await expect(importWithRetry(load, [1, 1])).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('gives the last failure to the caller once the retries are spent', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'))
    await expect(importWithRetry(load, [1, 1])).rejects.toThrow('offline')
    expect(load).toHaveBeenCalledTimes(3)
  })
})
