export { apiKeysManifest } from './api-keys.manifest'
