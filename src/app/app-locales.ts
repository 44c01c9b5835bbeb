/**
 * The apps' strings (and the shared UI's that only the apps use, such as the list table's), never
 * on the sign-in path. Every app's menu titles (`apps` and `pages`: the menu and the search show
 * them all) come with the app; the rest of an app's English strings load with the screens that
 * show them (`loadStrings`, which the root route calls from `./route-strings.ts`), and the other
 * languages, every app's at once, when chosen.
 */
import { mergeBundles, type Bundle } from '@/shared/i18n/bundles'
import { addBundles, bundlesOf, type BundleLoader } from '@/shared/i18n/i18n'
import { importWithRetry } from '@/shared/import-with-retry'

// Only these two keys of each file load with the app (the bundler keeps a JSON file's used keys).
const appTitles = import.meta.glob<Bundle>(
  ['/src/features/*/locales/en.json', '!/src/features/auth/locales/*.json'],
  { eager: true, import: 'apps' },
)
const pageTitles = import.meta.glob<Bundle>(
  ['/src/features/*/locales/en.json', '!/src/features/auth/locales/*.json'],
  { eager: true, import: 'pages' },
)
// The whole files, as text: a module apart from the titles above, which would otherwise keep them
// all in the app's first chunk.
const english = import.meta.glob<string>(
  [
    '/src/features/*/locales/en.json',
    // The auth screens' demo variants: off the sign-in path, unlike the rest of auth's strings.
    '/src/features/auth/ui/variants/locales/en.json',
    '/src/shared/ui/*/locales/en.json',
    '!/src/features/auth/locales/*.json',
  ],
  { query: '?raw', import: 'default' },
)
const others = import.meta.glob<Bundle>(
  [
    '/src/features/*/locales/*.json',
    '/src/features/auth/ui/variants/locales/*.json',
    '/src/shared/ui/*/locales/*.json',
    '!/src/features/auth/locales/*.json',
    '!**/locales/en.json',
  ],
  { import: 'default' },
)

export const appLocalesLoaded = addBundles(
  [
    mergeBundles(Object.values(appTitles).map((apps) => ({ apps }))),
    mergeBundles(Object.values(pageTitles).map((pages) => ({ pages }))),
  ],
  bundlesOf(others),
)

/** The folders (under `src/`) holding English strings that load with their screens. */
export const stringFolders: readonly string[] = Object.keys(english).map(folderOf)

function folderOf(path: string): string {
  return path.replace(/^\/src\//, '').replace(/\/locales\/en\.json$/, '')
}

// The other languages came with `others` above: a folder's English adds none.
const noOtherLanguage: BundleLoader = () => Promise.resolve([])
const loading = new Map<string, Promise<void>>()

const isBundle = (value: unknown): value is Bundle =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string' || isBundle(entry))

/** A folder's parsed strings file: nested objects of strings, or a broken build. */
function bundleOf(value: unknown): Bundle {
  if (!isBundle(value)) throw new Error('a strings file that is not a bundle of strings')
  return value
}

function loadFolder(folder: string): Promise<void> {
  let loaded = loading.get(folder)
  if (!loaded) {
    const load = english[`/src/${folder}/locales/en.json`]
    if (!load) throw new Error(`no strings in src/${folder}/locales`)
    // A chunk that failed even after the retries is asked for again on the next visit.
    loaded = importWithRetry(load)
      .then((text) => addBundles([bundleOf(JSON.parse(text))], noOtherLanguage))
      .catch((error: unknown) => {
        loading.delete(folder)
        throw error
      })
    loading.set(folder, loaded)
  }
  return loaded
}

const settled = new Set<string>()

/**
 * The English strings of `folders` (`features/invoice`), each loaded once; undefined when they
 * all are already, so a screen whose strings are in renders without waiting a tick.
 */
export function loadStrings(folders: readonly string[]): Promise<void> | undefined {
  const missing = folders.filter((folder) => !settled.has(folder))
  if (!missing.length) return undefined
  return Promise.all(
    missing.map((folder) => loadFolder(folder).then(() => void settled.add(folder))),
  ).then(() => undefined)
}
