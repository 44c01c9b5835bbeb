/**
 * The API as the service worker loads it: the handlers, their schemas, msw and Dexie. The build
 * makes it a script of its own (vite.config.ts, `apiScript`), which the worker imports only when
 * the first API request comes (`api-loader.scripts.ts`), so that waking the worker to answer a
 * navigation or an asset does not evaluate all of it first.
 */
import { ensureSeeded } from './db/seed'
import { dataRegistry } from './handlers'
import { isApiRequest } from './dispatch'
import { heldWrites } from './sync/update-gate'

export { dispatch, isApiRequest } from './dispatch'

/** Queued writes this worker's handlers could not push (a new worker waits while there are). */
export const updateHeldBy = (origin: string): Promise<number> =>
  heldWrites((method, path) => isApiRequest(new Request(new URL(path, origin), { method }), origin))

/** The database holds its data (seeded on first use): part of being ready offline. */
export const ensureData = (): Promise<void> => ensureSeeded(dataRegistry)
