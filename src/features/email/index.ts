import { lazyPage } from '@/shared/ui/lazy-page'

export { emailManifest } from './email.manifest'
export const EmailPage = lazyPage(() => import('./ui/EmailPage').then((m) => m.EmailPage))
export {
  emailSearchSchema,
  parseFolder,
  parseLabel,
  searchNavigation,
  type EmailSearch,
} from './ui/email-search'
export type { Email, EmailFilter, EmailLabel } from './email.schema'
/** The compose window, for another app's "send by email" (the mail is filed in Sent). */
export const EmailComposer = lazyPage(() => import('./ui/ComposeModal').then((m) => m.ComposeModal))
export { blankDraft, type ComposeDraft } from './ui/compose-draft'
