/** The one list of app manifests: the menu, the search's Pages group and the guards read it. */
import { pagesOf, type AppManifest, type PageEntry } from '@/shared/contract/manifest'
import { accessControlManifest } from '@/features/access-control/access-control.manifest'
import { authManifest } from '@/features/auth/auth.manifest'
import { localDbManifest } from '@/features/local-db/local-db.manifest'
import { miscManifest } from '@/features/misc/misc.manifest'
import { emailManifest } from '@/features/email/email.manifest'
import { chatManifest } from '@/features/chat/chat.manifest'
import { todoManifest } from '@/features/todo/todo.manifest'
import { calendarManifest } from '@/features/calendar/calendar.manifest'
import { kanbanManifest } from '@/features/kanban/kanban.manifest'
import { invoiceManifest } from '@/features/invoice/invoice.manifest'
import { accessAdminManifest, usersManifest } from '@/features/users/users.manifest'
import { cardsManifest, dashboardsManifest } from '@/features/dashboards/dashboards.manifest'
import { chartsManifest } from '@/features/charts/charts.manifest'
import { ecommerceManifest } from '@/features/ecommerce/ecommerce.manifest'
import {
  accountSettingsManifest,
  modalExamplesManifest,
} from '@/features/account-settings/account-settings.manifest'
import { profileManifest } from '@/features/profile/profile.manifest'
import { faqManifest } from '@/features/faq/faq.manifest'
import { pricingManifest, licenseManifest } from '@/features/pricing/pricing.manifest'
import { blogManifest } from '@/features/blog/blog.manifest'
import { apiKeysManifest } from '@/features/api-keys/api-keys.manifest'
import {
  componentsManifest,
  datatablesManifest,
  extensionsManifest,
  formElementsManifest,
  formsManifest,
  pageLayoutManifest,
  tablesManifest,
  uiElementsManifest,
} from '@/features/ui-kit/ui-kit.manifest'

export const manifests: readonly AppManifest[] = [
  dashboardsManifest,
  emailManifest,
  chatManifest,
  todoManifest,
  calendarManifest,
  kanbanManifest,
  invoiceManifest,
  ecommerceManifest,
  usersManifest,
  accessAdminManifest,
  accessControlManifest,
  uiElementsManifest,
  cardsManifest,
  componentsManifest,
  extensionsManifest,
  pageLayoutManifest,
  formElementsManifest,
  formsManifest,
  tablesManifest,
  datatablesManifest,
  chartsManifest,
  localDbManifest,
  accountSettingsManifest,
  profileManifest,
  faqManifest,
  pricingManifest,
  blogManifest,
  licenseManifest,
  apiKeysManifest,
  modalExamplesManifest,
  authManifest,
  miscManifest,
]

export const allPages: readonly PageEntry[] = manifests.flatMap(pagesOf)

/** The page a link opens, for the route guards. */
export const pageForPath = (path: string): PageEntry | undefined =>
  allPages.find((page) => page.link === path)

/** The app whose page a link opens. */
export const manifestForPath = (path: string): AppManifest | undefined =>
  manifests.find((manifest) => pagesOf(manifest).some((page) => page.link === path))
