/**
 * Every demo page of the UI kit, found by its folder: `<group>/<name>/<name>.meta.ts` exporting
 * `meta`. Adding a page is its folder and nothing else; the manifests (menu, main search, guards,
 * screen sweep) read this list. Within a group, pages follow their metas' `order`.
 */
import { DEMO_GROUPS, type DemoMeta } from './ui-kit.schema'

/** Every meta file's `meta`, by path (the catalogue test holds each to the schema). */
export const metaFiles = import.meta.glob<DemoMeta>('./*/*/*.meta.ts', {
  eager: true,
  import: 'meta',
})

const byPlace = (a: DemoMeta, b: DemoMeta) =>
  DEMO_GROUPS.indexOf(a.group) - DEMO_GROUPS.indexOf(b.group) || a.order - b.order

/** Every demo's meta, by group, in menu order. */
export const demoMetas: readonly DemoMeta[] = Object.values(metaFiles).sort(byPlace)
