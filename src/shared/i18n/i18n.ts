/**
 * i18next with English bundled and the other languages loaded on demand, so the sign-in
 * screen ships one language. Every shell string goes through `t`.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en.json'
import type { Language } from '../layout/customizer.store'

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
  pt: () => import('./locales/pt.json'),
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
})

export async function changeLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: bundle } = await loaders[language]()
    i18n.addResourceBundle(language, 'translation', bundle)
  }
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}

export { i18n }
