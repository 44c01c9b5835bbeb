/**
 * A screen's own strings, asked for by its guard while its code loads: the namespace of the app
 * it belongs to (its feature folder's, `@/shared/i18n/namespaces`). Without this the screen would
 * fetch them only once its code had come and it first rendered. A head start only: a namespace
 * a screen reads besides its own is fetched when it first renders it.
 */
import type { AppManifest } from '@/shared/contract/manifest'
import { i18n } from '@/shared/i18n/i18n'
import { featureNamespaces } from '@/shared/i18n/namespaces'

const modules = import.meta.glob<Record<string, unknown>>('/src/features/*/*.manifest.ts', {
  eager: true,
})

/** Each manifest's feature folder: its namespace. */
const folders = new Map<unknown, string>(
  Object.entries(modules).flatMap(([path, module]) => {
    const folder = /^\/src\/features\/([\w-]+)\//.exec(path)?.[1]
    return folder ? Object.values(module).map((manifest) => [manifest, folder] as const) : []
  }),
)

export function preloadStringsOf(manifest: AppManifest): void {
  const namespace = folders.get(manifest)
  if (namespace && featureNamespaces.includes(namespace)) void i18n.loadNamespaces(namespace)
}
