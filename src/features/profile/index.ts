export { profileManifest } from './profile.manifest'
