/**
 * Each demo's code, found by its folder and loaded only when its page opens:
 * `<group>/<name>/<Name>Demo.tsx` (exporting `Demo`). Its strings are its folder's namespace
 * (`ui-kit/<group>-<name>`, loaded when the demo first renders). The catalogue adds nothing to
 * the route tree, the entry or the app's strings but the menu titles.
 */
import type { ComponentType } from 'react'
import type { DemoMeta } from '../ui-kit.schema'

type DemoModule = { Demo: ComponentType }

const modules = import.meta.glob<DemoModule>('../*/*/*Demo.tsx')

const folderOf = (meta: Pick<DemoMeta, 'group' | 'name'>) => `../${meta.group}/${meta.name}/`

/** The loader of a demo's module, or undefined when its folder has none. */
export function demoModule(meta: Pick<DemoMeta, 'group' | 'name'>) {
  const folder = folderOf(meta)
  const key = Object.keys(modules).find(
    (path) => path.startsWith(folder) && !path.slice(folder.length).includes('/'),
  )
  return key ? modules[key] : undefined
}
