/**
 * The strings each screen shows beyond the shell's and the menu titles, by route id, loaded by
 * the root route before any screen of a navigation renders (react-i18next does not render again
 * when strings arrive later: a key missing at first render would stay on screen). A route takes
 * the entry of its id and of every id it extends (`/_app/apps/invoice` covers
 * `/_app/apps/invoice/list`); an app's entry names the apps whose parts its screens show
 * (`route-strings.test.ts` checks each route file against the apps it imports).
 */
import { loadStrings } from './app-locales'

const table = 'shared/ui/data-table'
const email = ['features/email']
const invoice = ['features/invoice', ...email, table]
const misc = ['features/misc']
const users = ['features/users', ...invoice, ...misc]
const dashboards = ['features/dashboards', 'features/invoice']
const ecommerce = ['features/ecommerce', table]
const pricing = ['features/pricing']
const accountSettings = ['features/account-settings', ...pricing]
const uiKit = ['features/ui-kit', ...accountSettings, table]

const byRoute: Readonly<Record<string, readonly string[]>> = {
  // The navbar's cart menu, on every signed-in screen.
  '/_app': ['features/ecommerce'],
  '/_app/': dashboards,
  '/_app/dashboard': dashboards,
  '/_app/cards': dashboards,
  '/_app/apps/invoice': invoice,
  '/_blank/apps/invoice': invoice,
  '/_app/apps/ecommerce': ecommerce,
  '/_app/apps/email': email,
  '/_app/apps/chat': ['features/chat'],
  '/_app/apps/calendar': ['features/calendar'],
  '/_app/apps/kanban': ['features/kanban'],
  '/_app/apps/todo': ['features/todo'],
  '/_app/apps/user': users,
  '/_app/apps/roles': users,
  '/_app/apps/permissions': users,
  '/_app/access-control': ['features/access-control'],
  '/_app/charts': ['features/charts'],
  '/_app/colors': uiKit,
  '/_app/icons': uiKit,
  '/_app/components': uiKit,
  '/_app/datatables': uiKit,
  '/_app/extensions': uiKit,
  '/_app/forms': uiKit,
  '/_app/page-layout': uiKit,
  '/_app/tables': uiKit,
  '/_app/ui-element': uiKit,
  '/_app/pages/account-settings': accountSettings,
  '/_app/pages/modal-examples': accountSettings,
  '/_app/pages/api-key': ['features/api-keys'],
  '/_app/pages/blog': ['features/blog'],
  '/_app/pages/faq': ['features/faq'],
  '/_app/pages/knowledge-base': ['features/faq'],
  '/_app/pages/license': pricing,
  '/_app/pages/pricing': pricing,
  '/_app/pages/profile': ['features/profile'],
  '/_app/settings': ['features/local-db'],
  '/_blank/misc': misc,
  // The auth screens' demo variants; the sign-in screens' own strings are the shell's.
  '/_blank/pages': ['features/auth/ui/variants'],
}

/** The string folders a route needs, itself alone (its layouts name their own). */
export function stringsOfRoute(routeId: string): readonly string[] {
  return Object.entries(byRoute).flatMap(([key, folders]) =>
    routeId === key || routeId.startsWith(`${key}/`) ? folders : [],
  )
}

/** Loads what the matched routes show; undefined when it is all in already. */
export const loadRouteStrings = (routeIds: readonly string[]): Promise<void> | undefined =>
  loadStrings([...new Set(routeIds.flatMap(stringsOfRoute))])

/** The not-found page (the root's, for unknown paths and `notFound()` alike) and its strings. */
export const loadNotFoundPage = () =>
  Promise.all([import('@/features/misc'), loadStrings(misc)]).then(([module]) => module)
