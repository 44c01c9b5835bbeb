/**
 * Every endpoint declared in the contract (`src/features/<app>/<app>.endpoints.ts`) is answered
 * by exactly one route of the worker's registry, and no two declarations name the same method
 * and path: a declaration without a handler, or a handler for a path declared nowhere, fails here.
 */
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import type { Endpoint } from '@/shared/contract/endpoint'
import { routes } from './handlers'

const modules = import.meta.glob<Record<string, Record<string, Endpoint>>>(
  '../src/features/*/*.endpoints.ts',
  { eager: true },
)

const declared = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((group) =>
    Object.entries(group).map(([name, endpoint]) => ({ file, name, endpoint })),
  ),
)

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`

describe('endpoint declarations', () => {
  it('are found', () => {
    expect(declared.length).toBeGreaterThan(0)
  })

  it('each have exactly one route answering them', () => {
    const unanswered = declared
      .filter(({ endpoint }) => routes.filter((route) => route.endpoint === endpoint).length !== 1)
      .map(({ file, name }) => `${file}: ${name}`)
    expect(unanswered).toEqual([])
  })

  it('name each method and path once', () => {
    const keys = declared.map(({ endpoint }) => key(endpoint))
    expect(keys.filter((each, index) => keys.indexOf(each) !== index)).toEqual([])
  })

  it('are what every route of the registry answers', () => {
    const answered = new Set(declared.map(({ endpoint }) => endpoint))
    const stray = routes.filter((route) => !answered.has(route.endpoint)).map(key)
    expect(stray).toEqual([])
  })
})
