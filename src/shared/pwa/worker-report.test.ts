import { describe, expect, it } from 'vitest'
import { readWorkerReport } from './worker-report'

describe('readWorkerReport', () => {
  it("reads the worker's warm-up progress and nothing else", () => {
    const report = { type: 'WARM_PROGRESS', done: 3, total: 9, failed: 0, ready: false }
    expect(readWorkerReport(report)).toEqual(report)
    expect(readWorkerReport({ ...report, done: -1 })).toBeNull()
    expect(readWorkerReport({ ...report, ready: 'yes' })).toBeNull()
    expect(readWorkerReport({ type: 'OTHER' })).toBeNull()
    expect(readWorkerReport({ type: 'UPDATE_HELD', held: 3 })).toEqual({
      type: 'UPDATE_HELD',
      held: 3,
    })
    expect(readWorkerReport({ type: 'UPDATE_HELD', held: -3 })).toBeNull()
    expect(readWorkerReport(null)).toBeNull()
  })
})
