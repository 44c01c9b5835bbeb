export { accessControlManifest } from './access-control.manifest'
export { AccessControlPage } from './ui/AccessControlPage'
