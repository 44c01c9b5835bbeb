import { lazyPage } from '@/shared/ui/lazy-page'

export { accountSettingsManifest, modalExamplesManifest } from './account-settings.manifest'
export const AccountSettingsPage = lazyPage(() =>
  import('./ui/AccountSettingsPage').then((m) => m.AccountSettingsPage),
)
export { accountSearchSchema, type AccountSearch } from './ui/account-search'
export const ModalExamplesPage = lazyPage(() =>
  import('./ui/modals/ModalExamplesPage').then((m) => m.ModalExamplesPage),
)
