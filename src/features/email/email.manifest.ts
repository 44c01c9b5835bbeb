import type { AppManifest } from '@/shared/contract/manifest'

export const emailManifest: AppManifest = {
  id: 'email',
  title: 'Email',
  section: 'apps',
  icon: 'IconMail',
  ability: ['read', 'Email'],
  pages: [
    {
      id: 10,
      target: 'apps-email',
      title: 'Email',
      icon: 'IconMail',
      link: '/apps/email',
    },
  ],
}
