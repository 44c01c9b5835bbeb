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
  installPrompt: null,
  installed: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  workerError: null,
  offline: null,
  offlinePreparingSeen: false,
}))
