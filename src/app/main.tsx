import '@mantine/core/styles.layer.css'
import '@fontsource-variable/public-sans/wght.css'
import { expireUnrememberedSession } from '@/shared/auth/remember'
import { startWorker } from '@/shared/pwa/worker'
import { loadApp } from './load-app'
import { showLoadFailed } from './LoadFailed'
import { isSignInPath } from './sign-in/sign-in-paths'
import { startSignIn } from './sign-in/start-sign-in'
import { stylesReady } from './styles-ready'

// A session the user did not ask to remember ends with the browser session.
expireUnrememberedSession()
// The page renders at once; only API calls wait for the worker to control the page.
void startWorker()

// A sign-in screen starts in the sign-in shell, which loads neither the router nor i18next; any
// other screen needs the app. Not a top-level await: the app's chunks import this one, which
// must finish evaluating first.
if (isSignInPath(window.location.pathname)) void stylesReady().then(startSignIn)
else
  void Promise.all([loadApp(), stylesReady()])
    .then(([app]) => app.startApp())
    .catch(showLoadFailed)
