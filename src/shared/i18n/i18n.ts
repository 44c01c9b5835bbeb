/**
 * i18next with English bundled and the other languages loaded on demand. The sign-in path
 * carries only the shell's strings (`src/shared/i18n/locales/<lang>.json`) and the sign-in
 * screens' (`src/features/auth/locales`); the apps' strings (`src/features/<app>/locales`, menu
 * titles under `apps` and `pages`) come with the app's routes (`src/app/app-locales.ts`), so
 * adding an app adds nothing here. Every file of a language is merged into one `translation`
 * namespace.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { importWithRetry } from '../import-with-retry'
import type { Language } from '../layout/customizer.store'
import { mergeBundles, type Bundle } from './bundles'

/** Finds the bundles of one language (not English, which is bundled eagerly). */
export type BundleLoader = (language: Language) => Promise<Bundle[]>

const english = import.meta.glob<Bundle>(
  ['/src/shared/i18n/locales/en.json', '/src/features/auth/locales/en.json'],
  { eager: true, import: 'default' },
)
const others = import.meta.glob<Bundle>(
  ['/src/shared/i18n/locales/*.json', '/src/features/auth/locales/*.json', '!**/locales/en.json'],
  { import: 'default' },
)

/** Loads the files of a glob map that belong to `language`. */
export const bundlesOf =
  (files: Record<string, () => Promise<Bundle>>): BundleLoader =>
  (language) =>
    Promise.all(
      Object.entries(files)
        .filter(([path]) => path.endsWith(`/locales/${language}.json`))
        .map(([, load]) => importWithRetry(load)),
    )

const loaders: BundleLoader[] = [bundlesOf(others)]
const loaded = new Set<Language>()

void i18n.use(initReactI18next).init({
  resources: { en: { translation: mergeBundles(Object.values(english)) } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
})

async function load(language: Language, from: readonly BundleLoader[]): Promise<void> {
  if (language === 'en') return
  const bundles = (await Promise.all(from.map((loader) => loader(language)))).flat()
  i18n.addResourceBundle(language, 'translation', mergeBundles(bundles), true, true)
}

/**
 * Adds strings that arrive later (the apps'): English at once, and every other language that
 * is already loaded, before the returned promise resolves.
 */
export async function addBundles(englishBundles: Bundle[], loader: BundleLoader): Promise<void> {
  i18n.addResourceBundle('en', 'translation', mergeBundles(englishBundles), true, true)
  loaders.push(loader)
  await Promise.all([...loaded].map((language) => load(language, [loader])))
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!loaded.has(language) && language !== 'en') {
    // Marked first: bundles added meanwhile (`addBundles`) load this language themselves.
    loaded.add(language)
    await load(language, [...loaders])
  }
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}

export { i18n }
