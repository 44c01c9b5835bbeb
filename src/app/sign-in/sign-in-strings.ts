/** The sign-in shell's strings: the same files i18next starts from, without i18next. */
import { mergeBundles, type Bundle } from '@/shared/i18n/bundles'
import { coreBundles, coreEnglish } from '@/shared/i18n/core-bundles'
import { createTranslator } from '@/shared/i18n/translator'
import type { Language } from '@/shared/layout/customizer.store'
import type { Translate } from '@/features/auth/sign-in'

const loaded = new Map<Language, Bundle>([['en', coreEnglish]])

/** The strings of `language` once loaded (`loadStrings`), English until then. */
export const translatorFor = (language: Language): Translate =>
  createTranslator(loaded.get(language) ?? coreEnglish, coreEnglish)

export async function loadStrings(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, mergeBundles(await coreBundles(language)))
}
