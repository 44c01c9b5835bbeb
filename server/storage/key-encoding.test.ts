import { describe, expect, it } from 'vitest'
import { indexedDB } from 'fake-indexeddb'
import type { EncodableKey } from './key-encoding'
import { encodeKey, encodeStringPrefix, isValidKey } from './key-encoding'
import { seededRandom } from './seeded-random'

const edgeKeys: EncodableKey[] = [
  -Infinity,
  Infinity,
  -0,
  0,
  1,
  -1,
  0.5,
  -0.5,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  2 ** 53,
  new Date(0),
  new Date(-1),
  new Date(8.64e15),
  '',
  '\u0000',
  '\u0000\u0000',
  'a',
  'a\u0000',
  'ab',
  'b',
  '\uffff',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
  'é',
  [],
  [[]],
  [[[]]],
  [''],
  [0],
  [0, 0],
  [-Infinity],
  ['a', [1]],
  [[], 1],
]

function generate(next: () => number, depth: number): EncodableKey {
  const pick = next()
  if (pick < 0.3)
    return structuredClone(edgeKeys[Math.floor(next() * edgeKeys.length)] as EncodableKey)
  if (pick < 0.5) return Math.floor((next() - 0.5) * 20) / (next() < 0.5 ? 1 : 4)
  if (pick < 0.55) return new Date(Math.floor((next() - 0.5) * 1e6))
  if (pick < 0.8) {
    const alphabet = ['', 'a', 'b', '\u0000', '\u0001', '\ud83d', '\ude00', '\uffff', 'é']
    let text = ''
    const length = Math.floor(next() * 4)
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)]
    return text
  }
  if (depth > 2) return []
  const length = Math.floor(next() * 4)
  return Array.from({ length }, () => generate(next, depth + 1))
}

const sign = (value: number) => (value < 0 ? -1 : value > 0 ? 1 : 0)

describe('key encoding', () => {
  it('orders bytes as IndexedDB orders keys', () => {
    const next = seededRandom(28)
    const keys = [...edgeKeys, ...Array.from({ length: 400 }, () => generate(next, 0))]
    const encoded = keys.map((key) => Buffer.from(encodeKey(key)))
    for (let i = 0; i < keys.length; i++) {
      for (let j = 0; j < keys.length; j++) {
        const expected = indexedDB.cmp(keys[i], keys[j])
        const actual = sign(Buffer.compare(encoded[i] as Buffer, encoded[j] as Buffer))
        if (actual !== expected) {
          expect({ a: keys[i], b: keys[j], actual }).toEqual({
            a: keys[i],
            b: keys[j],
            actual: expected,
          })
        }
      }
    }
  })

  it('bounds the strings that start with a prefix', () => {
    const strings = ['', 'a', 'a\u0000', 'ab', 'abc', 'b', '\uffff', 'a\uffff']
    for (const prefix of ['', 'a', 'ab', '\uffff']) {
      const { lower, upper } = encodeStringPrefix(prefix)
      for (const text of strings) {
        const bytes = Buffer.from(encodeKey(text))
        const inside =
          Buffer.compare(bytes, Buffer.from(lower)) >= 0 &&
          Buffer.compare(bytes, Buffer.from(upper)) < 0
        expect(inside, `${JSON.stringify(prefix)} ${JSON.stringify(text)}`).toBe(
          text.startsWith(prefix),
        )
      }
      // Nothing other than strings falls in the range.
      expect(Buffer.compare(Buffer.from(encodeKey([])), Buffer.from(upper))).toBeGreaterThan(0)
    }
  })

  it('tells valid keys as IndexedDB does', () => {
    const shared: unknown[] = []
    const candidates: unknown[] = [
      [shared, shared],
      NaN,
      new Date(NaN),
      null,
      undefined,
      true,
      {},
      [NaN],
      [1, [null]],
      1,
      'x',
      [1, ['a']],
    ]
    for (const candidate of candidates) {
      let valid = true
      try {
        indexedDB.cmp(candidate, 0)
      } catch {
        valid = false
      }
      expect(isValidKey(candidate), String(candidate)).toBe(valid)
    }
  })
})
