import { useCustomizer } from '@/shared/layout/customizer.store'
import { loadApp } from '../load-app'
import { hydratePage, renderRoot } from '../root'
import { SignInApp } from './SignInApp'
import { startSignInHistory, stopSignInHistory } from './sign-in-history'
import { loadStrings } from './sign-in-strings'

/** Hands the page over to the app at `href`, once its code is there. */
async function leave(href: string, options: { replace: boolean }): Promise<void> {
  const app = await loadApp()
  stopSignInHistory()
  await app.enterApp(href, options)
}

/**
 * A page load on a sign-in screen: the sign-in shell, in the user's language from the start. On
 * the prerendered `/login` (in English: its inline script put the loading screen in place of the
 * form for any other language), React hydrates the form, so what was typed, the focus and the
 * caret stay as they are.
 */
export async function startSignIn(): Promise<void> {
  await loadStrings(useCustomizer.getState().language).catch(() => undefined)
  startSignInHistory(leave)
  if (document.querySelector('#root[data-prerendered]')) hydratePage(<SignInApp />)
  else renderRoot(<SignInApp />, { atOnce: true })
}
