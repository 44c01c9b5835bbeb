import { lazyPage } from '@/shared/ui/lazy-page'

export { faqManifest } from './faq.manifest'
export const FaqPage = lazyPage(() => import('./ui/FaqPage').then((m) => m.FaqPage))
export const KnowledgeBasePage = lazyPage(() =>
  import('./ui/KnowledgeBasePage').then((m) => m.KnowledgeBasePage),
)
export const KbCategoryPage = lazyPage(() =>
  import('./ui/KbCategoryPage').then((m) => m.KbCategoryPage),
)
export const KbQuestionPage = lazyPage(() =>
  import('./ui/KbQuestionPage').then((m) => m.KbQuestionPage),
)
export { faqSearchSchema, kbSearchSchema, type FaqSearch, type KbSearch } from './ui/help-search'
