import { lazyPage } from '@/shared/ui/lazy-page'

export { apiKeysManifest } from './api-keys.manifest'
export const ApiKeysPage = lazyPage(() => import('./ui/ApiKeysPage').then((m) => m.ApiKeysPage))
