/**
 * This demo's strings in any language, loaded without changing the app's: the demo shows its
 * card through `i18n.getFixedT(language, NAMESPACE)`, so only its own namespace is needed.
 */
import { i18n } from '@/shared/i18n/i18n'
import type { Language } from '@/shared/layout/customizer.store'

/** The demo's namespace. */
export const NAMESPACE = 'ui-kit/extensions-i18n'

/** Loads the demo's strings in `language` (once: i18next keeps what it loaded). */
export async function loadDemoLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, NAMESPACE)) await i18n.reloadResources(language, NAMESPACE)
}

/** Each language names itself, so a reader lost in a foreign one can still find theirs. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
}
