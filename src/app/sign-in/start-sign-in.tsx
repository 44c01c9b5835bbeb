import { useCustomizer } from '@/shared/layout/customizer.store'
import { loadApp } from '../load-app'
import { renderRoot } from '../root'
import { SignInApp } from './SignInApp'
import { startSignInHistory, stopSignInHistory } from './sign-in-history'
import { loadStrings } from './sign-in-strings'

/** Hands the page over to the app at `href`, once its code is there. */
async function leave(href: string, options: { replace: boolean }): Promise<void> {
  const app = await loadApp()
  stopSignInHistory()
  await app.enterApp(href, options)
}

/** A page load on a sign-in screen: the sign-in shell, in the user's language from the start. */
export async function startSignIn(): Promise<void> {
  await loadStrings(useCustomizer.getState().language).catch(() => undefined)
  startSignInHistory(leave)
  renderRoot(<SignInApp />, { atOnce: true })
}
