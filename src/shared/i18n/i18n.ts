/**
 * i18next, one namespace per folder of strings: `shell` (the shell's and the sign-in screens',
 * `./core-bundles.ts`), `menu` (every app's menu titles: the menu and the search show them all),
 * and one per feature (`invoice`, `ui-kit/components-accordion`, see `./namespaces.ts`). A
 * component names the namespaces it reads (`useTranslation('invoice')`) and suspends until they
 * are in, so what a screen imports decides what loads; the shell's and the menu's English come
 * with the app. A key missing from a component's namespaces is looked up in `shell` and `menu`.
 */
import i18n from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../layout/customizer.store'
import { coreEnglish } from './core-bundles'
import { englishMenu, loadNamespace } from './namespaces'

/** The event i18next emits for a key it did not find (the tests listen to it). */
export const NOT_FOUND = 'stringNotFound'

void i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadNamespace))
  .init({
    // A copy: i18next merges into what it holds, and the sign-in shell reads these.
    resources: { en: { shell: structuredClone(coreEnglish), menu: englishMenu } },
    partialBundledLanguages: true,
    ns: ['shell', 'menu'],
    defaultNS: 'shell',
    fallbackNS: ['shell', 'menu'],
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // A component naming several namespaces finds a key in any of them, in order.
    react: { nsMode: 'fallback' },
    // A key looked up outside the namespaces a component names would show as the key itself:
    // said on the console, where the screen sweep and the tests look (`src/test/missing-keys.ts`).
    // (A lookup with a default value, which it shows instead, is a deliberate fallback.)
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key, shown) => {
      if (shown !== key) return
      console.error(`A string not found: ${namespace}:${key}`)
      i18n.emit(NOT_FOUND, namespace, key)
    },
  })

/**
 * Switches the app's language once every namespace loaded so far is in, in that language
 * (i18next loads them before it says the language changed, so no screen shows keys meanwhile).
 */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}

/**
 * A key translated outside a component (a toast, a confirm dialog), in whichever loaded
 * namespace holds it: the screen that raised it has its namespace in.
 */
export const translate = (key: string, values?: Record<string, unknown>): string =>
  i18n.t(key, { ...values, ns: i18n.options.ns ?? [] })

export { i18n }
