import { describe, expect, it } from 'vitest'
import { API_ROOTS, mayBeApiRequest } from './api-script'
import { routes } from './handlers'

const origin = 'http://localhost'

describe('the API roots the worker knows before loading the API', () => {
  it('are the first path segments of every route of the registry', () => {
    const roots = new Set(routes.map((route) => route.path.split('/')[1]))
    expect([...API_ROOTS].sort()).toEqual([...roots].sort())
  })

  it('turn away assets, images, navigations and other origins', () => {
    const at = (path: string, init?: RequestInit) => new Request(new URL(path, origin), init)
    expect(mayBeApiRequest(at('/apps/invoice/invoices'), origin)).toBe(true)
    expect(mayBeApiRequest(at('/assets/index-abc.js'), origin)).toBe(false)
    expect(mayBeApiRequest(at('/images/avatars/1.svg'), origin)).toBe(false)
    expect(mayBeApiRequest(new Request('https://elsewhere.example/api/x'), origin)).toBe(false)
  })
})
