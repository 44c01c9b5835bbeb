/**
 * The app: TanStack Router with every route, i18next with every app's menu titles (each screen's
 * other strings load with it, `@/shared/i18n/i18n`). A page load on
 * any screen but a sign-in one starts here (`startApp`); on a sign-in screen the sign-in shell
 * loads this module while the form is filled and hands over to it after sign-in (`enterApp`).
 */
import { SIGNED_OUT_EVENT } from '@/shared/api/signed-out'
import { changeLanguage } from '@/shared/i18n/i18n'
import { useCustomizer } from '@/shared/layout/customizer.store'
import { App } from './App'
import { prepareSignedIn } from './prepare-signed-in'
import { renderRoot } from './root'
import { router } from './router'

// A session that ended (idle too long, or refused) leads to /login, which says so, and back
// to this page after signing in again.
const onSignedOut = () => {
  const redirect = router.state.location.href
  void router
    .navigate({ to: '/login', search: { redirect } })
    // The cached answers belong to the session that ended; the next person must not see them.
    // The query client is loaded by then (only API calls end a session), so this costs nothing.
    .then(() => import('./query-client'))
    .then(({ queryClient }) => queryClient.clear())
}

function render(options?: { atOnce: boolean }) {
  window.addEventListener(SIGNED_OUT_EVENT, onSignedOut)
  renderRoot(<App />, options)
}

/** A page load: the app renders at the address it was opened on. */
export function startApp(): void {
  render()
}

/**
 * From the sign-in shell: the app takes over at `href` (a new history entry, or the current one
 * when the user went there with Back or Forward), in the user's language, its first screen
 * loaded before it replaces the form.
 */
export async function enterApp(href: string, { replace = false } = {}): Promise<void> {
  await changeLanguage(useCustomizer.getState().language)
  if (replace) router.history.replace(href)
  else router.history.push(href)
  await router.load()
  render({ atOnce: true })
}

/** What signing in needs next (the signed-in shell, the ability checks), loaded meanwhile. */
export const prepareApp = (): Promise<void> => prepareSignedIn(router)
