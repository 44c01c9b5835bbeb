/**
 * What the API hands out it takes back: for every write that declares its round trip (kernel/
 * round-trip.ts), the record its GET answers, changed in one field, is accepted by the write, and
 * the change is read back. A write that takes a whole record (an object with an `id` and at least
 * two more fields, or a body wrapping one) must declare its round trip or be exempt below.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { RoundTrip } from './kernel/round-trip'
import { routes } from './handlers'

/** Writes that take an `id` and more but hand nothing back to edit, each with why. */
const exempt: Record<string, string> = {
  'POST /apps/invoice/add-payment': 'adds a payment to the invoice; a payment is never edited',
  'POST /apps/invoice/record': 'records an event (sent, reminded) in the history',
  'POST /apps/users/change-password': 'sets a password, which no read hands out',
  'POST /apps/invoice/add': 'adds an invoice; its number (`id`) is the next one unless given',
}

type JsonSchema = { properties?: Record<string, JsonSchema>; oneOf?: JsonSchema[] }

/** The record a body carries: the body itself, or the one object it wraps (`{ task: {...} }`). */
function recordKeys(body: $ZodType): string[] {
  const json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const props = json.properties ?? {}
  const keys = Object.keys(props)
  const inner = keys.length === 1 ? props[keys[0]!]?.properties : undefined
  return Object.keys(inner ?? props)
}

const writes = routes.filter((entry) => entry.method !== 'GET' && entry.method !== 'DELETE')
const declared = writes.flatMap((entry) =>
  [entry.roundTrip ?? []].flat().map((trip, index) => ({
    label: `${entry.method} ${entry.path}${index ? ` #${index + 1}` : ''}`,
    method: entry.method,
    path: entry.path,
    trip,
  })),
)

let token = ''
beforeEach(async () => {
  await freshDatabase()
  token = (await signIn()).accessToken
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

async function readRecord(trip: RoundTrip): Promise<Record<string, unknown>> {
  const read = await call('GET', trip.read, { token, query: trip.query })
  expect(read.status, `GET ${trip.read}`).toBe(200)
  const record = trip.pick ? trip.pick(read.body) : read.body
  if (!isRecord(record)) throw new Error(`GET ${trip.read} gave no record: ${String(record)}`)
  return record
}

describe('round trips', () => {
  it('every write that takes a whole record declares its round trip', () => {
    const takesRecord = writes
      .filter((entry) => entry.body && !entry.roundTrip)
      .filter((entry) => {
        const keys = entry.body ? recordKeys(entry.body) : []
        return keys.includes('id') && keys.length >= 3
      })
      .map((entry) => `${entry.method} ${entry.path}`)
    expect(takesRecord.filter((label) => !exempt[label])).toEqual([])
    // An exemption that no longer matches such a write is stale.
    expect(Object.keys(exempt).filter((label) => !takesRecord.includes(label))).toEqual([])
    expect(declared.length).toBeGreaterThanOrEqual(15)
  })

  it.each(declared)('$label takes back what its read hands out', async ({ method, path, trip }) => {
    const record = await readRecord(trip)
    const change = typeof trip.change === 'function' ? trip.change(record) : trip.change
    const changed = { ...record, ...change }
    const body = trip.wrap ? trip.wrap(changed) : changed
    const written = await call(method, path, { token, body })
    expect(written.body, `${method} ${path}`).not.toHaveProperty('error')
    expect(written.status).toBeLessThan(300)
    expect(await readRecord(trip)).toMatchObject(change)
  })
})
