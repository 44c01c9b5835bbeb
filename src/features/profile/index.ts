import { lazyPage } from '@/shared/ui/lazy-page'

export { profileManifest } from './profile.manifest'
export const ProfilePage = lazyPage(() => import('./ui/ProfilePage').then((m) => m.ProfilePage))
