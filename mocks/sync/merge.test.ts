/**
 * The three-way merge a replayed write goes through on the server (merge.ts): the device's base,
 * the server's row before the replay, and the row the replay left.
 */
import { describe, expect, it } from 'vitest'
import { keepNewer, same } from './merge'

const base = {
  id: 7,
  title: 'Renew the Vega policy',
  status: 'Unpaid',
  items: [{ item: 'Cover', cost: 100 }],
  total: 100,
}

describe('keepNewer', () => {
  it("keeps a colleague's change in a field the replay set back to the base", () => {
    const current = { ...base, status: 'Paid' }
    const replayed = { ...base, title: 'Renew the Vega fleet policy' }
    expect(keepNewer(base, current, replayed)).toEqual({ ...replayed, status: 'Paid' })
  })

  it("lets the agent's change stand, in a field a colleague changed too", () => {
    const current = { ...base, title: 'Theirs' }
    expect(keepNewer(base, current, { ...base, title: 'Mine' })).toBeNull()
  })

  it('lets a value the replay derived anew stand', () => {
    const current = { ...base, status: 'Partial' }
    expect(keepNewer(base, current, { ...base, status: 'Paid' })).toBeNull()
  })

  it('keeps a derived value with what it derives from', () => {
    const current = { ...base, items: [{ item: 'Cover', cost: 150 }], total: 150 }
    const replayed = { ...base, title: 'Renamed' }
    expect(keepNewer(base, current, replayed)).toEqual({ ...current, title: 'Renamed' })
  })

  it('takes a field a colleague removed out again, and one they added back in', () => {
    const { status: _dropped, ...withoutStatus } = base
    const current = { ...withoutStatus, note: 'Call first' }
    expect(keepNewer(base, current, { ...base })).toEqual(current)
  })

  it('changes nothing where the server had not moved on, or for a base it never held', () => {
    expect(keepNewer(base, base, { ...base, title: 'Mine' })).toBeNull()
    const forged = { ...base, title: 'Anything' }
    const replayed = { ...base, title: 'Mine' }
    expect(keepNewer(forged, base, replayed)).toBeNull()
  })
})

describe('same', () => {
  it('compares JSON values, key order aside', () => {
    expect(same({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true)
    expect(same({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(same([1, 2], [2, 1])).toBe(false)
    expect(same(null, {})).toBe(false)
    expect(same('1', 1)).toBe(false)
  })
})
