/**
 * The API in the same bundle as its caller: the dev server's module worker (which may not call
 * `importScripts`) and the tests. The production worker build swaps this module for
 * `api-loader.scripts.ts` (vite.config.ts), which loads the API as a separate script on demand.
 */
import * as api from './api'

export type Api = typeof api

/** Called in the install event: nothing to fetch when the API is bundled. */
export function installApi(): void {}

export const loadApi = (): Api => api
