/**
 * i18next with English bundled and the other languages loaded on demand. It starts with the
 * shell's and the sign-in screens' strings (`./core-bundles.ts`); the apps' strings (`src/features/<app>/locales`, menu
 * titles under `apps` and `pages`) come with the app, each app's other strings with its screens
 * (`src/app/app-locales.ts`), so adding an app adds nothing here. Every file of a language is merged into one `translation`
 * namespace.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../layout/customizer.store'
import { mergeBundles, type Bundle } from './bundles'
import { bundlesOf, coreBundles, coreEnglish, type BundleLoader } from './core-bundles'

export { bundlesOf, type BundleLoader }

const loaders: BundleLoader[] = [coreBundles]
const loaded = new Set<Language>()

void i18n.use(initReactI18next).init({
  // A copy: i18next merges the apps' strings into what it holds, and the sign-in shell reads these.
  resources: { en: { translation: structuredClone(coreEnglish) } },
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
