import { describe, expect, it } from 'vitest'
import { codeAt, fromBase32, stepAt, toBase32, verifyCode } from './totp'

/** RFC 6238's SHA-1 secret, the ASCII "12345678901234567890". */
const RFC_SECRET = toBase32(new TextEncoder().encode('12345678901234567890'))

describe('TOTP', () => {
  it('encodes base32 both ways', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(new TextDecoder().decode(fromBase32(RFC_SECRET))).toBe('12345678901234567890')
    expect(() => fromBase32('not base32!')).toThrow()
  })

  it("computes RFC 6238's test vectors (their last six digits)", async () => {
    // Times 59, 1111111109, 1111111111, 1234567890, 2000000000 and 20000000000 seconds.
    const vectors: Array<[number, string]> = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ]
    for (const [seconds, code] of vectors)
      expect(await codeAt(RFC_SECRET, stepAt(seconds * 1000))).toBe(code)
  })

  it('accepts the step before and after, not two away', async () => {
    const time = 1234567890 * 1000
    expect(await verifyCode(RFC_SECRET, '005924', time + 30_000)).toBe(true)
    expect(await verifyCode(RFC_SECRET, '005924', time - 30_000)).toBe(true)
    expect(await verifyCode(RFC_SECRET, '005924', time + 61_000)).toBe(false)
  })
})
