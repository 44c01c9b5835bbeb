/**
 * The strings every first screen needs, the shell's (`src/shared/i18n/locales`) and the sign-in
 * screens' (`src/features/auth/locales`): English bundled, the other languages loaded on demand.
 * i18next starts from them (`./i18n.ts`), and so does the sign-in shell, which runs without it.
 */
import { importWithRetry } from '../import-with-retry'
import { mergeBundles, type Bundle } from './bundles'

/** Finds the bundles of one language (not English, which is bundled eagerly). */
export type BundleLoader = (language: string) => Promise<Bundle[]>

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

export const coreEnglish: Bundle = mergeBundles(Object.values(english))
export const coreBundles: BundleLoader = bundlesOf(others)
