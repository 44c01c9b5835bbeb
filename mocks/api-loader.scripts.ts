/**
 * The production worker's API loader: the API is a script of its own (mocks/api.ts, built by
 * vite.config.ts), imported at install, so that the browser keeps it with the worker, and then
 * again, from that copy and synchronously, on the first API request of each worker start. A
 * worker woken for a navigation or an asset never evaluates it. See `api-loader.ts` for the
 * bundled variant the dev server and the tests use.
 */
import type { Api } from './api-loader'
import { API_GLOBAL } from './api-script'

declare const self: ServiceWorkerGlobalScope
/** The API script's URL, with its content hash, defined by the worker build. */
declare const __CORREDOR_API_SCRIPT__: string

let api: Api | null = null

function importApi(): Api {
  self.importScripts(__CORREDOR_API_SCRIPT__)
  const loaded: unknown = Reflect.get(self, API_GLOBAL)
  if (typeof loaded !== 'object' || loaded === null) throw new Error('The API script set nothing')
  // The script is built from mocks/api.ts, whose exports are `Api` by construction.
  return loaded as Api
}

/**
 * In the install event: a script a worker imports later must have been imported while it was
 * installing (Chrome 71+, the Service Workers standard); this also makes the browser store it
 * beside the worker.
 */
export function installApi(): void {
  api ??= importApi()
}

export function loadApi(): Api {
  api ??= importApi()
  return api
}
