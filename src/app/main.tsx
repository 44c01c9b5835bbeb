import '@mantine/core/styles.layer.css'
import '@fontsource-variable/public-sans/wght.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { SIGNED_OUT_EVENT } from '@/shared/api/signed-out'
import { expireUnrememberedSession } from '@/shared/auth/remember'
import { startWorker } from '@/shared/pwa/worker'
import { App } from './App'
import { loadAppRoutes } from './app-routes'
import { router } from './router'
import { isSignInPath } from './sign-in-routes'
import { stylesReady } from './styles-ready'

// A session the user did not ask to remember ends with the browser session.
expireUnrememberedSession()
// The page renders at once; only API calls wait for the worker to control the page.
void startWorker()
// A session that ended (idle too long, or refused) leads to /login, which says so, and back
// to this page after signing in again.
window.addEventListener(SIGNED_OUT_EVENT, () => {
  const redirect = router.state.location.href
  void router
    .navigate({ to: '/login', search: { redirect } })
    // The cached answers belong to the session that ended; the next person must not see them.
    // The query client is loaded by then (only API calls end a session), so this costs nothing.
    .then(() => import('./query-client'))
    .then(({ queryClient }) => queryClient.clear())
})

/** A transition, so React yields to the browser while it renders instead of one long task. */
function render() {
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}

// A sign-in screen renders with the sign-in routes alone; any other screen needs the app's.
// Not a top-level await: the app's chunks import this one, which must finish evaluating first.
const routes = isSignInPath(window.location.pathname) ? undefined : loadAppRoutes(router)
// Routes that failed to load still render: the sign-in tree's not-found screen loads them again.
void Promise.all([routes?.catch(() => undefined), stylesReady()]).then(render)
