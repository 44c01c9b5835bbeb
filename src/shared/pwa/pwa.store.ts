/** Install and update state of the app, for the navbar and the settings screen. */
import { create } from 'zustand'
import type { WarmProgress } from '@/shared/contract/worker-messages'

export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface PwaState {
  /** The worker controls the page: API calls can go out. */
  controlled: boolean
  /** A new worker is installed and waiting. */
  updateWaiting: boolean
  /** The new worker waits for this many queued writes only the running one can push. */
  updateHeld: number
  /** The browser offered installation (Chromium's `beforeinstallprompt`). */
  installPrompt: InstallPromptEvent | null
  installed: boolean
  online: boolean
  workerError: string | null
  /** How far the worker is in caching every screen for offline use; null until it says. */
  offline: WarmProgress | null
  /** This page saw the worker still preparing: its becoming ready is news worth a toast. */
  offlinePreparingSeen: boolean
}

export const usePwa = create<PwaState>(() => ({
  controlled: false,
  updateWaiting: false,
  updateHeld: 0,
  installPrompt: null,
  installed: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  workerError: null,
  offline: null,
  offlinePreparingSeen: false,
}))

/** Whole percent of the warm-up's files cached: what the navbar's ring shows. */
export const percentCached = ({ done, total }: WarmProgress): number =>
  total ? Math.floor((done * 100) / total) : 0

/**
 * Takes a warm-up report into the store. The worker reports every file (some 980 on a first
 * install) and every change of `offline` renders the navbar's ring again: the store keeps only
 * what the ring shows differently (a whole percent more, a failure, readiness), readiness at once.
 */
export function takeWarmProgress(progress: WarmProgress): void {
  usePwa.setState((state) => {
    const now = state.offline
    const preparingSeen = state.offlinePreparingSeen || !progress.ready
    const shownAlike =
      now !== null &&
      now.ready === progress.ready &&
      now.failed === progress.failed &&
      now.total === progress.total &&
      percentCached(now) === percentCached(progress)
    // The same state object: zustand tells no subscriber.
    if (shownAlike && preparingSeen === state.offlinePreparingSeen) return state
    return { offline: progress, offlinePreparingSeen: preparingSeen }
  })
}
