/**
 * Each demo's code and strings, found by its folder and loaded only when its page opens: the
 * code is `<group>/<name>/<Name>Demo.tsx` (exporting `Demo`), the strings
 * `<group>/<name>/locales/<lang>.json` (under `uiKit.<group>-<name>`), English with the page and
 * the other languages when chosen. The catalogue adds nothing to the route tree, the entry or the
 * app's strings but the menu titles.
 */
import type { ComponentType } from 'react'
import type { Bundle } from '@/shared/i18n/bundles'
import { addBundles, bundlesOf } from '@/shared/i18n/i18n'
import { importWithRetry } from '@/shared/import-with-retry'
import type { DemoMeta } from '../ui-kit.schema'

type DemoModule = { Demo: ComponentType }

const modules = import.meta.glob<DemoModule>('../*/*/*Demo.tsx')
const english = import.meta.glob<Bundle>('../*/*/locales/en.json', { import: 'default' })
const others = import.meta.glob<Bundle>(['../*/*/locales/*.json', '!**/locales/en.json'], {
  import: 'default',
})

const folderOf = (meta: Pick<DemoMeta, 'group' | 'name'>) => `../${meta.group}/${meta.name}/`

/** The loader of a demo's module, or undefined when its folder has none. */
export function demoModule(meta: Pick<DemoMeta, 'group' | 'name'>) {
  const folder = folderOf(meta)
  const key = Object.keys(modules).find(
    (path) => path.startsWith(folder) && !path.slice(folder.length).includes('/'),
  )
  return key ? modules[key] : undefined
}

const stringsLoaded = new Map<string, Promise<void>>()

/** The demo's own strings, English now and every language the user has chosen (once each). */
export function loadDemoStrings(meta: Pick<DemoMeta, 'group' | 'name'>): Promise<void> {
  const folder = `${folderOf(meta)}locales/`
  let loading = stringsLoaded.get(folder)
  if (!loading) {
    const own = (files: Record<string, () => Promise<Bundle>>) =>
      Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(folder)))
    const load = english[`${folder}en.json`]
    // A chunk that failed even after the retries is asked for again on the next visit.
    loading = (load ? importWithRetry(load) : Promise.resolve({}))
      .then((bundle) => addBundles([bundle], bundlesOf(own(others))))
      .catch((error: unknown) => {
        stringsLoaded.delete(folder)
        throw error
      })
    stringsLoaded.set(folder, loading)
  }
  return loading
}
