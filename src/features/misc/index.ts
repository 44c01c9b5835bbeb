export { miscManifest } from './misc.manifest'
export { ComingSoonPage, ErrorPage, MaintenancePage, NotAuthorizedPage } from './ui/MiscPages'
