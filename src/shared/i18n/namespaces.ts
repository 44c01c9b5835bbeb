/**
 * Where each namespace's strings are: a folder's `locales/<language>.json` is one namespace, named
 * after the folder (`namespaceOf`). i18next asks for a namespace in a language when a component
 * first reads it (`loadNamespace`, its backend); each file is its own small chunk, fetched then.
 */
import { importWithRetry } from '../import-with-retry'
import { mergeBundles, type Bundle } from './bundles'
import { coreBundles } from './core-bundles'

/** The files holding menu titles: every app's, and every UI-kit page's (its own title). */
const TITLED = /^\/src\/features\/(?:[\w-]+|ui-kit\/[\w-]+\/[\w-]+)\/locales\/[\w-]+\.json$/

// Only these two keys of each English file load with the app (the bundler keeps a JSON file's
// used keys): the menu and the search show every app's and page's titles.
const appTitles = import.meta.glob<Bundle>(
  ['/src/features/*/locales/en.json', '!/src/features/auth/locales/*.json'],
  { eager: true, import: 'apps' },
)
const pageTitles = import.meta.glob<Bundle>(
  [
    '/src/features/*/locales/en.json',
    '/src/features/ui-kit/*/*/locales/en.json',
    '!/src/features/auth/locales/*.json',
    // The kit's pages carry their own titles.
    '!/src/features/ui-kit/locales/*.json',
  ],
  { eager: true, import: 'pages' },
)
// Every other strings file as text: a module apart from the titles above, which would otherwise
// keep them all in the app's first chunk. (The sign-in screens' are the shell's.)
const files = import.meta.glob<string>(
  [
    '/src/features/**/locales/*.json',
    '/src/shared/ui/*/locales/*.json',
    '!/src/features/auth/locales/*.json',
  ],
  { query: '?raw', import: 'default' },
)

/** The menu titles in English, part of the app. */
export const englishMenu: Bundle = mergeBundles([
  ...Object.values(appTitles).map((apps) => ({ apps })),
  ...Object.values(pageTitles).map((pages) => ({ pages })),
])

/**
 * A strings folder's namespace: `src/features/invoice` → `invoice`, a UI-kit page's
 * `src/features/ui-kit/components/accordion` → `ui-kit/components-accordion`, the auth designs'
 * `src/features/auth/ui/variants` → `auth-variants`, `src/shared/ui/data-table` → `data-table`.
 */
export function namespaceOf(folder: string): string {
  const page = /^\/src\/features\/ui-kit\/([\w-]+)\/([\w-]+)$/.exec(folder)
  if (page) return `ui-kit/${page[1]}-${page[2]}`
  if (folder === '/src/features/auth/ui/variants') return 'auth-variants'
  const own = /^\/src\/(?:features|shared\/ui)\/([\w-]+)$/.exec(folder)
  if (!own?.[1]) throw new Error(`strings in ${folder}, which has no namespace`)
  return own[1]
}

const folderOf = (path: string) => path.replace(/\/locales\/[\w-]+\.json$/, '')
const folders = new Map(
  Object.keys(files).map((path) => [namespaceOf(folderOf(path)), folderOf(path)]),
)

/** Every namespace of a feature folder (the ones `loadNamespace` finds), for the tests. */
export const featureNamespaces: readonly string[] = [...folders.keys()]

const isBundle = (value: unknown): value is Bundle =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string' || isBundle(entry))

async function read(path: string): Promise<Bundle> {
  const load = files[path]
  if (!load) throw new Error(`no strings file ${path}`)
  const parsed: unknown = JSON.parse(await importWithRetry(load))
  if (!isBundle(parsed)) throw new Error(`${path} is not a bundle of strings`)
  return parsed
}

/** Every menu title in a language: the titled files of it, of which two keys. */
async function menuIn(language: string): Promise<Bundle> {
  const paths = Object.keys(files).filter(
    (path) => TITLED.test(path) && path.endsWith(`/locales/${language}.json`),
  )
  const bundles = await Promise.all(paths.map(read))
  return mergeBundles(bundles.map(({ apps = {}, pages = {} }) => ({ apps, pages })))
}

/** i18next's backend: a namespace's strings in a language. */
export async function loadNamespace(language: string, namespace: string): Promise<Bundle> {
  if (namespace === 'shell') return mergeBundles(await coreBundles(language))
  if (namespace === 'menu') return language === 'en' ? englishMenu : menuIn(language)
  const folder = folders.get(namespace)
  if (!folder) throw new Error(`no strings for the namespace ${namespace}`)
  return read(`${folder}/locales/${language}.json`)
}
