/**
 * i18next with English bundled and the other languages loaded on demand, so the sign-in
 * screen ships one language. Strings live in `locales/<lang>/<area>.json` (auth, shell,
 * screens, ...); every file of a language is merged into one `translation` namespace.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../layout/customizer.store'

type Bundle = Record<string, unknown>

const english = import.meta.glob<Bundle>('./locales/en/*.json', { eager: true, import: 'default' })
const others = import.meta.glob<Bundle>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
})

const merge = (bundles: Bundle[]): Bundle => Object.assign({}, ...bundles) as Bundle

void i18n.use(initReactI18next).init({
  resources: { en: { translation: merge(Object.values(english)) } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
})

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return
  const loaders = Object.entries(others).filter(([path]) =>
    path.startsWith(`./locales/${language}/`),
  )
  const bundles = await Promise.all(loaders.map(([, load]) => load()))
  i18n.addResourceBundle(language, 'translation', merge(bundles), true, true)
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language)
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}

export { i18n }
