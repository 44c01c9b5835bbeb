/** Install and update state of the app, for the navbar and the settings screen. */
import { create } from 'zustand'

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
}

export const usePwa = create<PwaState>(() => ({
  controlled: false,
  updateWaiting: false,
  installPrompt: null,
  installed: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  workerError: null,
}))
