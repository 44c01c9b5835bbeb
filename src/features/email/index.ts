export { emailManifest } from './email.manifest'
export { EmailPage } from './ui/EmailPage'
export {
  emailSearchSchema,
  parseFolder,
  parseLabel,
  searchNavigation,
  type EmailSearch,
} from './ui/email-search'
export type { Email, EmailFilter, EmailLabel } from './email.schema'
