import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { selectAnswerSchema, type SelectAnswer } from '@/features/ui-kit/select.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const PATH = '/api/select/data'
const admin = async () => (await signIn()).accessToken

async function options(query: Record<string, string> = {}): Promise<SelectAnswer> {
  const result = await call('GET', PATH, { token: await admin(), query })
  expect(result.status, JSON.stringify(query)).toBe(200)
  return selectAnswerSchema.parse(result.body)
}
const labels = (answer: SelectAnswer) => answer.options.map((option) => option.label)
const collator = new Intl.Collator('es', { sensitivity: 'base' })

describe('GET /api/select/data', () => {
  it('answers the first 20 of 240 policyholders in name order, accents ignored', async () => {
    const answer = await options()
    expect(answer).toMatchObject({ total: 240, page: 1, perPage: 20 })
    expect(answer.options).toHaveLength(20)
    const names = labels(answer)
    expect([...names].sort(collator.compare)).toEqual(names)
    // Álvaro sorts with the A's, not after Z.
    expect(names[0]?.startsWith('Á') || names[0]?.startsWith('A')).toBe(true)
  })

  it('pages through every option exactly once', async () => {
    const seen = new Set<string>()
    for (let page = 1; page <= 5; page += 1) {
      const answer = await options({ page: String(page), perPage: '50' })
      answer.options.forEach((option) => seen.add(option.value))
      expect(answer.options).toHaveLength(page < 5 ? 50 : 40)
    }
    expect(seen.size).toBe(240)
    expect((await options({ page: '6', perPage: '50' })).options).toEqual([])
  })

  it('narrows by every word of q starting a word of the name or town', async () => {
    const lucia = await options({ q: 'luc', perPage: '50' })
    expect(lucia.total).toBeGreaterThan(0)
    expect(lucia.total).toBe(lucia.options.length)
    expect(labels(lucia).every((name) => name.startsWith('Lucía'))).toBe(true)
    const both = await options({ q: 'lucia valencia', perPage: '50' })
    expect(both.options.every((o) => o.label.startsWith('Lucía') && o.town === 'Valencia')).toBe(
      true,
    )
    expect(both.total).toBeLessThan(lucia.total)
    expect((await options({ q: 'zzz' })).total).toBe(0)
    expect((await options({ q: '' })).total).toBe(240)
  })

  it.each([
    ['a page that is not a number', { page: 'two' }, 'page'],
    ['a page of 0', { page: '0' }, 'page'],
    ['a negative perPage', { perPage: '-5' }, 'perPage'],
    ['a perPage over 50', { perPage: '51' }, 'perPage'],
    ['a q over 100 characters', { q: 'a'.repeat(101) }, 'q'],
    ['a sort column it does not know', { sortColumn: 'label' }, 'sortColumn'],
  ])('refuses %s with a 400 naming it', async (_case, query, field) => {
    const result = await call<ErrorBody>('GET', PATH, { token: await admin(), query })
    expect(result.status).toBe(400)
    expect(result.body.error.fields).toHaveProperty(field)
  })

  it('needs a token (401) and the UI kit’s ability (the client: 403)', async () => {
    expect((await call('GET', PATH, { token: null })).status).toBe(401)
    const client = (await signIn('client@demo.com', 'client')).accessToken
    expect((await call('GET', PATH, { token: client })).status).toBe(403)
  })
})
