/**
 * This demo's strings in any language, loaded without changing the app's: the demo shows its
 * card through `i18n.getFixedT(language)`, so only its own bundle is needed.
 */
import type { Bundle } from '@/shared/i18n/bundles'
import { i18n } from '@/shared/i18n/i18n'
import type { Language } from '@/shared/layout/customizer.store'

const bundles = import.meta.glob<Bundle>('./locales/*.json', { import: 'default' })

/** A word of the card, to tell whether a language's strings are there yet. */
const PROBE = 'uiKit.extensions-i18n.card.greeting'

export async function loadDemoLanguage(language: Language): Promise<void> {
  if (i18n.exists(PROBE, { lng: language, fallbackLng: false })) return
  const load = bundles[`./locales/${language}.json`]
  if (!load) return
  i18n.addResourceBundle(language, 'translation', await load(), true, true)
}

/** Each language names itself, so a reader lost in a foreign one can still find theirs. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
}
