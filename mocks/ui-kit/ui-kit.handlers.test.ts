import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { autocompleteAnswerSchema, type AutocompleteItem } from '@/features/ui-kit/ui-kit.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const PATH = '/api/autocomplete/data'
const admin = async () => (await signIn()).accessToken

/** The list as the admin reads it, parsed with the contract (strict shape). */
async function towns(query: Record<string, string> = {}): Promise<AutocompleteItem[]> {
  const result = await call('GET', PATH, { token: await admin(), query })
  expect(result.status, JSON.stringify(query)).toBe(200)
  return autocompleteAnswerSchema.parse(result.body).autoComplete
}
const titles = (items: AutocompleteItem[]) => items.map((item) => item.title)

describe('GET /api/autocomplete/data', () => {
  it('answers the 100 towns the agency serves, in rank order, in the contract’s shape', async () => {
    const items = await towns()
    expect(items).toHaveLength(100)
    expect(items.slice(0, 3)).toEqual([
      { title: 'Valencia', rank: '1', id: 1 },
      { title: 'Alicante', rank: '2', id: 2 },
      { title: 'Castellón de la Plana', rank: '3', id: 3 },
    ])
    expect(items.at(-1)).toEqual({ title: 'A Coruña', rank: '100', id: 100 })
    expect(items.map((item) => Number(item.rank))).toEqual(items.map((_, index) => index + 1))
    expect(new Set(titles(items)).size).toBe(100)
    expect(new Set(items.map((item) => item.id)).size).toBe(100)
  })

  it('is the same list after a reset: the seed is deterministic', async () => {
    const before = await towns()
    const token = await admin()
    expect((await call('POST', '/api/local-db/reset', { token })).status).toBe(200)
    expect(await towns()).toEqual(before)
  })

  it('narrows to the towns with a word starting with each word of q, ignoring case and accents', async () => {
    expect(titles(await towns({ q: 'xat' }))).toEqual(['Xàtiva'])
    expect(titles(await towns({ q: 'SAN' }))).toEqual([
      'San Vicente del Raspeig',
      'Santa Pola',
      'San Sebastián',
    ])
    expect(titles(await towns({ q: 'la pla' }))).toEqual(['Castellón de la Plana'])
    expect(titles(await towns({ q: 'avila' }))).toEqual(['Ávila'])
    // A word inside another is no match: "lencia" is not the start of a word.
    expect(await towns({ q: 'lencia' })).toEqual([])
    expect(await towns({ q: '   ' })).toHaveLength(100)
  })

  it('refuses a q that is too long or given twice, naming it', async () => {
    const token = await admin()
    const long = await call<ErrorBody>('GET', PATH, { token, query: { q: 'a'.repeat(101) } })
    expect(long.status).toBe(400)
    expect(long.body.error.fields).toHaveProperty('q')
    const twice = await call<ErrorBody>('GET', PATH, { token, query: { q: ['val', 'ali'] } })
    expect(twice.status).toBe(400)
    expect(twice.body.error.fields).toHaveProperty('q')
  })

  it('cuts a page when asked (page, perPage), in rank order', async () => {
    const second = await towns({ page: '2', perPage: '10' })
    expect(second.map((item) => item.rank)).toEqual(
      Array.from({ length: 10 }, (_, index) => String(index + 11)),
    )
    expect(await towns({ page: '1' })).toHaveLength(100)
    expect(await towns({ page: '11', perPage: '10' })).toEqual([])
  })

  it.each([
    ['a page that is not a number', { page: 'two' }, 'page'],
    ['a negative perPage', { perPage: '-10' }, 'perPage'],
    ['a perPage over 100', { perPage: '101' }, 'perPage'],
    ['a sort column it does not know', { sortColumn: 'title' }, 'sortColumn'],
  ])('refuses %s with a 400 naming it', async (_case, query, field) => {
    const result = await call<ErrorBody>('GET', PATH, { token: await admin(), query })
    expect(result.status).toBe(400)
    expect(result.body.error.fields).toHaveProperty(field)
  })

  it('needs a token (401) and the UI kit’s ability: the client gets 403', async () => {
    const anonymous = await call<ErrorBody>('GET', PATH, { token: null })
    expect(anonymous.status).toBe(401)
    const client = (await signIn('client@demo.com', 'client')).accessToken
    const denied = await call<ErrorBody>('GET', PATH, { token: client })
    expect(denied.status).toBe(403)
    expect(denied.body.error.code).toBeTruthy()
  })
})
