import { describe, expect, it } from 'vitest'
import { BASE_URL } from '@mocks/test/api'
import { isApiRequest } from './dispatch'

const request = (path: string, init?: RequestInit) => new Request(new URL(path, BASE_URL), init)

describe('isApiRequest', () => {
  it('claims the contract routes with their method', () => {
    expect(isApiRequest(request('/jwt/login', { method: 'POST' }), BASE_URL)).toBe(true)
    expect(isApiRequest(request('/api/local-db/stats'), BASE_URL)).toBe(true)
    expect(isApiRequest(request('/api/bookmarks/data?q=set'), BASE_URL)).toBe(true)
  })

  it('lets assets, unknown paths, other methods and other origins through to the network', () => {
    expect(isApiRequest(request('/assets/index-abc.js'), BASE_URL)).toBe(false)
    expect(isApiRequest(request('/images/avatars/1.svg'), BASE_URL)).toBe(false)
    expect(isApiRequest(request('/api/unknown'), BASE_URL)).toBe(false)
    expect(isApiRequest(request('/jwt/login'), BASE_URL)).toBe(false)
    expect(
      isApiRequest(new Request('https://elsewhere.example/api/local-db/stats'), BASE_URL),
    ).toBe(false)
  })
})
