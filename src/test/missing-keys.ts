/**
 * Fails the test in which a string was looked up and not found: a component reading a key
 * outside the namespaces it names shows the key itself, and this is where that is caught.
 */
import { afterEach, expect } from 'vitest'
import { i18n, NOT_FOUND } from '@/shared/i18n/i18n'

// One listener for the worker: the tiers share modules between test files (`isolate: false`),
// and a listener per file would pile up, each keeping its own list that no test reads.
const missing: string[] = []
i18n.on(NOT_FOUND, (namespace: string, key: string) => {
  missing.push(`${namespace}:${key}`)
})

export function failOnMissingKeys(): void {
  afterEach(() => {
    const found = missing.splice(0)
    expect(found, 'strings looked up and not found').toEqual([])
  })
}
