export { accountSettingsManifest, modalExamplesManifest } from './account-settings.manifest'
