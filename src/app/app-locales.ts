/**
 * The apps' strings (and the shared UI's that only the apps use, such as the list table's), loaded with the app's routes (see `./app-routes.ts`), never on the sign-in
 * path: English now, other languages when chosen.
 */
import type { Bundle } from '@/shared/i18n/bundles'
import { addBundles, bundlesOf } from '@/shared/i18n/i18n'

const english = import.meta.glob<Bundle>(
  [
    '/src/features/*/locales/en.json',
    // The auth screens' demo variants: off the sign-in path, unlike the rest of auth's strings.
    '/src/features/auth/ui/variants/locales/en.json',
    '/src/shared/ui/*/locales/en.json',
    '!/src/features/auth/locales/*.json',
  ],
  { eager: true, import: 'default' },
)
const others = import.meta.glob<Bundle>(
  [
    '/src/features/*/locales/*.json',
    '/src/features/auth/ui/variants/locales/*.json',
    '/src/shared/ui/*/locales/*.json',
    '!/src/features/auth/locales/*.json',
    '!**/locales/en.json',
  ],
  { import: 'default' },
)

export const appLocalesLoaded = addBundles(Object.values(english), bundlesOf(others))
