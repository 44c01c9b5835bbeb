/**
 * i18next with English bundled and the other languages loaded on demand, so the sign-in
 * screen ships one language. Each app keeps its strings in `src/features/<app>/locales/<lang>.json`
 * (its menu titles under `apps` and `pages`, its screens under its own key); the shell's live in
 * `src/shared/i18n/locales/<lang>.json`. The globs find them, so adding an app edits nothing
 * here; every file of a language is merged into one `translation` namespace.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../layout/customizer.store'
import { mergeBundles, type Bundle } from './bundles'

const english = import.meta.glob<Bundle>(
  ['/src/shared/i18n/locales/en.json', '/src/features/*/locales/en.json'],
  { eager: true, import: 'default' },
)
const others = import.meta.glob<Bundle>(
  ['/src/shared/i18n/locales/*.json', '/src/features/*/locales/*.json', '!**/locales/en.json'],
  { import: 'default' },
)

void i18n.use(initReactI18next).init({
  resources: { en: { translation: mergeBundles(Object.values(english)) } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
})

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return
  const loaders = Object.entries(others).filter(([path]) =>
    path.endsWith(`/locales/${language}.json`),
  )
  const bundles = await Promise.all(loaders.map(([, load]) => load()))
  i18n.addResourceBundle(language, 'translation', mergeBundles(bundles), true, true)
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language)
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}

export { i18n }
