/**
 * Persistent storage: IndexedDB is the only copy of an agent's work, and without persistence the
 * browser may evict it under disk pressure. Asked for after sign-in (the session's `saveSession`)
 * and from Settings; every call is a no-op where `navigator.storage` is missing, and never throws.
 */
export type Persistence = 'granted' | 'not-granted' | 'unsupported'

const storageManager = (): StorageManager | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage

/** What the browser has decided so far, without asking. */
export async function readPersistence(): Promise<Persistence> {
  const storage = storageManager()
  if (typeof storage?.persisted !== 'function') return 'unsupported'
  try {
    return (await storage.persisted()) ? 'granted' : 'not-granted'
  } catch {
    return 'unsupported'
  }
}

/** Asks the browser to keep the data (Chromium decides by heuristics; Firefox may prompt). */
export async function requestPersistence(): Promise<Persistence> {
  const storage = storageManager()
  if (typeof storage?.persist !== 'function') return 'unsupported'
  try {
    if (await storage.persisted()) return 'granted'
    return (await storage.persist()) ? 'granted' : 'not-granted'
  } catch {
    return 'not-granted'
  }
}

/** Fire and forget, after sign-in: nothing waits for the answer. */
export function askForPersistence(): void {
  void requestPersistence()
}
