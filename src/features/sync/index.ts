import { lazyPart } from '@/shared/ui/lazy-part'

/** The navbar's sync state; loads with the shell, shows nothing in local mode or while it loads. */
export const SyncIndicator = lazyPart(() =>
  import('./ui/SyncIndicator').then((m) => m.SyncIndicator),
)
/** Settings' "Agency server" card (`/settings#sync`). */
export const SyncCard = lazyPart(() => import('./ui/SyncCard').then((m) => m.SyncCard))
export { useSyncPokes } from './api/use-sync-pokes'
export { useAgencyServer } from './api/sync.queries'
