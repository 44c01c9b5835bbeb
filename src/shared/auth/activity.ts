/**
 * When the user last did something: an API request, a key, a pointer. A session is kept alive
 * only while it is in use, so the refresh scheduler asks this before refreshing.
 */
type Listener = () => void

let lastActivity = 0
const listeners = new Set<Listener>()

export const lastActivityAt = () => lastActivity

export function markActivity(): void {
  lastActivity = Date.now()
  for (const listener of listeners) listener()
}

/** Returns the unsubscribe. */
export function onActivity(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
