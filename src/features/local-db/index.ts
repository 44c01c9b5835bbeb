export { localDbManifest } from './local-db.manifest'
export { SettingsPage } from './ui/SettingsPage'
export { statsQueryOptions } from './api/local-db.queries'
