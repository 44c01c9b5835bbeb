export { localDbManifest } from './local-db.manifest'
export { SettingsPage } from './ui/SettingsPage'
