import type { AppManifest } from '@/shared/contract/manifest'

/** The help center: FAQ (searchable, by category) and the knowledge base (categories and questions). */
export const faqManifest: AppManifest = {
  id: 'faq',
  title: 'Help Center',
  section: 'pages',
  icon: 'IconHelpCircle',
  ability: ['read', 'Faq'],
  pages: [
    { id: 73, target: 'pages-faq', title: 'FAQ', icon: 'IconHelpCircle', link: '/pages/faq' },
    {
      id: 74,
      target: 'pages-knowledge-base',
      title: 'Knowledge Base',
      icon: 'IconBook',
      link: '/pages/knowledge-base',
      // A category and a question of the seed, for the screen sweep.
      screens: ['/pages/knowledge-base/claims', '/pages/knowledge-base/claims/how-to-file-a-claim'],
    },
  ],
}
