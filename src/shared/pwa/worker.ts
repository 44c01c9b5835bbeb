/**
 * Registers the service worker and resolves once it controls the page. Only the API client
 * waits for this; screens that need no data render at once. After a Shift+Reload the page is
 * not controlled even though a worker is active, so the page asks the worker to claim it.
 */
import type { Workbox } from 'workbox-window'
import type { WorkerMessage } from '@/shared/contract/worker-messages'
import { takeWarmProgress, usePwa, type InstallPromptEvent } from './pwa.store'
import { scheduleUpdateChecks } from './update-checks'
import { readWorkerReport } from './worker-report'

let workbox: Workbox | null = null
let control: Promise<void> | null = null

function whenControlled(): Promise<void> {
  const container = navigator.serviceWorker
  if (container.controller) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      container.removeEventListener('controllerchange', done)
      resolve()
    }
    container.addEventListener('controllerchange', done)
    void container.ready.then((registration) => {
      if (container.controller) done()
      else registration.active?.postMessage({ type: 'CLAIM' } satisfies WorkerMessage)
    })
  })
}

/** Chromium's `BeforeInstallPromptEvent` (not in the DOM's types): one that can prompt. */
const isInstallPrompt = (event: Event): event is InstallPromptEvent =>
  'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event

function watchInstallAndNetwork(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    if (isInstallPrompt(event)) usePwa.setState({ installPrompt: event })
  })
  window.addEventListener('appinstalled', () =>
    usePwa.setState({ installed: true, installPrompt: null }),
  )
  if (window.matchMedia('(display-mode: standalone)').matches) usePwa.setState({ installed: true })
  window.addEventListener('online', () => {
    usePwa.setState({ online: true })
    // A warm-up that failed offline runs again (it skips what is cached).
    warm()
  })
  window.addEventListener('offline', () => usePwa.setState({ online: false }))
}

const loaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((done) => window.addEventListener('load', () => done(), { once: true }))

/**
 * Registers once the page has loaded, so that neither workbox-window nor the worker's
 * precaching competes with the first paint.
 */
async function register(): Promise<void> {
  await loaded()
  const { Workbox } = await import('workbox-window')
  const url = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'
  workbox = new Workbox(url, { scope: '/', type: import.meta.env.DEV ? 'module' : 'classic' })
  workbox.addEventListener('waiting', () => usePwa.setState({ updateWaiting: true }))
  await workbox.register()
  const registered = workbox
  scheduleUpdateChecks({ check: () => void registered.update().catch(() => undefined) })
}

const post = (message: WorkerMessage) => navigator.serviceWorker.controller?.postMessage(message)

/** Asks the worker to cache every screen for offline use; it answers with its progress. */
const warm = () => post({ type: 'WARM' })

/** The worker's reports of its warm-up, for the navbar's offline readiness. */
function listenToWorker(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const report = readWorkerReport(event.data)
    if (!report) return
    if (report.type === 'UPDATE_HELD') return usePwa.setState({ updateHeld: report.held })
    const { done, total, failed, ready } = report
    takeWarmProgress({ done, total, failed, ready })
  })
  // Messages a worker posted before a listener was added wait until the page starts them.
  navigator.serviceWorker.startMessages()
}

export function startWorker(): Promise<void> {
  if (control) return control
  watchInstallAndNetwork()
  if (!('serviceWorker' in navigator)) {
    usePwa.setState({
      workerError: 'This browser has no service workers; the app cannot store data.',
    })
    control = new Promise(() => undefined)
    return control
  }
  void register().catch((error: unknown) => {
    usePwa.setState({ workerError: error instanceof Error ? error.message : String(error) })
  })
  listenToWorker()
  control = whenControlled().then(() => {
    usePwa.setState({ controlled: true })
    // Cache every screen's code and data in the background so that all of them open offline.
    warm()
  })
  return control
}

export const workerReady = (): Promise<void> => control ?? startWorker()

/** Activates the waiting worker, then reloads into the new version. */
export function applyUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}

export async function promptInstall(): Promise<boolean> {
  const prompt = usePwa.getState().installPrompt
  if (!prompt) return false
  await prompt.prompt()
  const { outcome } = await prompt.userChoice
  usePwa.setState({ installPrompt: null, installed: outcome === 'accepted' })
  return outcome === 'accepted'
}
