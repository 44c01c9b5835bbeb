import { importWithRetry } from '@/shared/import-with-retry'

let loading: Promise<typeof import('./app-start')> | undefined

/**
 * The app's code (router, every route, i18next, the apps' strings), off the sign-in path: loaded
 * once, and asked for again after a failure (a chunk that could not be fetched).
 */
export function loadApp(): Promise<typeof import('./app-start')> {
  loading ??= importWithRetry(() => import('./app-start')).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
