/**
 * The screen sweep's registry: every screen the manifests declare (`src/app/manifests.ts`), each
 * page's link and the example screens it stands for (`screens`: a route with parameters). A new
 * screen joins the sweep by being registered there; nothing to add here.
 *
 * The manifests are read through Vite, as the app reads them: the UI kit's catalogue finds its
 * pages with `import.meta.glob`, which only Vite's transform understands.
 */
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import type { AppManifest } from '../../src/shared/contract/manifest'
import { screensOf } from '../../src/shared/contract/manifest'

export interface SweptScreen {
  path: string
}

const src = fileURLToPath(new URL('../../src', import.meta.url))
const { module } = await runnerImport<{ manifests: readonly AppManifest[] }>(
  `${src}/app/manifests.ts`,
  { resolve: { alias: { '@': src } }, logLevel: 'warn' },
)

/** `SWEEP=/page-layout,/colors npm run e2e e2e/sweep.spec.ts` sweeps only the paths holding one. */
const only = (process.env.SWEEP ?? '').split(',').filter(Boolean)

export const SWEPT_SCREENS: readonly SweptScreen[] = module.manifests
  .flatMap((manifest) =>
    manifest.pages.flatMap((page) => screensOf(page).map((path) => ({ path }))),
  )
  .filter(({ path }) => only.length === 0 || only.some((part) => path.includes(part)))

/** The registry cut into runs of `size` screens, one test each (several screens per test). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size))
  return out
}
