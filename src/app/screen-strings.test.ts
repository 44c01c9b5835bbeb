// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { localDbManifest } from '@/features/local-db/local-db.manifest'
import { i18n } from '@/shared/i18n/i18n'
import { featureNamespaces } from '@/shared/i18n/namespaces'
import { requirePage } from './guards'
import { manifests } from './manifests'
import { preloadStringsOf } from './screen-strings'

describe("a screen's strings", () => {
  // A spy, not the load itself: another test file in this worker may have loaded it already.
  it("are asked for by its guard, before it waits on anything: its app's namespace", () => {
    const spy = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined)
    void requirePage(localDbManifest.pages[0]!.link).catch(() => undefined)
    expect(spy).toHaveBeenCalledWith('local-db')
    spy.mockRestore()
  })

  it("are found for every app but sign-in's (whose strings are the shell's)", () => {
    const spy = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined)
    const without = manifests.filter((manifest) => {
      spy.mockClear()
      preloadStringsOf(manifest)
      const [asked] = spy.mock.calls.map(([namespace]) => String(namespace))
      return !asked || !featureNamespaces.includes(asked)
    })
    spy.mockRestore()
    expect(without.map((manifest) => manifest.id)).toEqual(['auth'])
  })
})
