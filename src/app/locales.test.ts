/**
 * Each app carries its own strings: every folder with locale files has all five languages with
 * English's key set, no two files claim the same key (the merge would silently keep one), and
 * every manifest's app and pages have menu titles in the app's own English file.
 */
import { describe, expect, it } from 'vitest'
import type { AppManifest } from '@/shared/contract/manifest'
import { mergeBundles, type Bundle } from '@/shared/i18n/bundles'
import { LANGUAGES } from '@/shared/layout/customizer.store'
import { manifests } from './manifests'

const files = import.meta.glob<Bundle>(
  [
    '/src/shared/i18n/locales/*.json',
    '/src/shared/ui/*/locales/*.json',
    '/src/features/*/locales/*.json',
    '/src/features/auth/ui/variants/locales/*.json',
    '/src/features/ui-kit/*/*/locales/*.json',
  ],
  { eager: true, import: 'default' },
)
const manifestModules = import.meta.glob<Record<string, unknown>>('/src/features/*/*.manifest.ts', {
  eager: true,
})

const folderOf = (path: string): string => path.replace(/\/[^/]+\.(json|ts)$/, '')
const localeFolder = (folder: string): string =>
  folder.startsWith('/src/features/') ? `${folder}/locales` : folder

function leafKeys(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  )
}

const folders = [...new Set(Object.keys(files).map(folderOf))].sort()
const bundle = (folder: string, language: string): Bundle | undefined =>
  files[`${folder}/${language}.json`]

const isManifest = (value: unknown): value is AppManifest =>
  typeof value === 'object' && value !== null && 'pages' in value && 'section' in value

/** Each feature's manifests, with the folder they live in. */
const featureManifests = Object.entries(manifestModules).flatMap(([path, module]) =>
  Object.values(module)
    .filter(isManifest)
    .map((manifest) => ({ folder: localeFolder(folderOf(path)), manifest })),
)

describe('locales', () => {
  it('are found in the shell and in every app folder', () => {
    expect(folders).toContain('/src/shared/i18n/locales')
    for (const { folder } of featureManifests) expect(folders).toContain(folder)
  })

  it.each(folders)('%s has every language with the English key set', (folder) => {
    const english = bundle(folder, 'en')
    expect(english, `${folder}/en.json`).toBeDefined()
    const expected = leafKeys(english ?? {})
    for (const language of LANGUAGES) {
      const translated = bundle(folder, language)
      expect(translated, `${folder}/${language}.json is missing`).toBeDefined()
      const actual = leafKeys(translated ?? {})
      expect(
        {
          missing: expected.filter((key) => !actual.includes(key)),
          extra: actual.filter((key) => !expected.includes(key)),
        },
        `${folder}/${language}.json`,
      ).toEqual({ missing: [], extra: [] })
    }
  })

  it('no two English files define the same key', () => {
    const owners = new Map<string, string>()
    const clashes: string[] = []
    for (const folder of folders) {
      for (const key of leafKeys(bundle(folder, 'en') ?? {})) {
        const owner = owners.get(key)
        if (owner) clashes.push(`${key} in ${owner} and ${folder}`)
        owners.set(key, folder)
      }
    }
    expect(clashes).toEqual([])
  })

  it.each(featureManifests.map(({ folder, manifest }) => [manifest.id, folder, manifest] as const))(
    "app %s has its menu titles in %s/en.json (a UI-kit page's in its own folder's)",
    (_, folder, manifest) => {
      const app = folder.replace(/\/locales$/, '/')
      const own = folders.filter((other) => other === folder || other.startsWith(app))
      const keys = own.flatMap((other) => leafKeys(bundle(other, 'en') ?? {}))
      expect(keys).toContain(`apps.${manifest.id}`)
      for (const page of manifest.pages) expect(keys).toContain(`pages.${page.target}`)
    },
  )

  it('every registered page has a menu title in the English bundle', () => {
    const english = leafKeys(mergeBundles(folders.map((folder) => bundle(folder, 'en') ?? {})))
    const missing = manifests
      .flatMap((manifest) => [
        `apps.${manifest.id}`,
        ...manifest.pages.map((page) => `pages.${page.target}`),
      ])
      .filter((key) => !english.includes(key))
    expect(missing).toEqual([])
  })

  it('every app manifest is registered in the manifest list', () => {
    const registered = new Set(manifests)
    const unregistered = featureManifests
      .filter(({ manifest }) => !registered.has(manifest))
      .map(({ manifest }) => manifest.id)
    expect(unregistered).toEqual([])
  })
})
