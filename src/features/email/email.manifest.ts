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
      screens: [
        // A mail open in the reading pane.
        '/apps/email/inbox?mail=1',
        ...['sent', 'draft', 'spam', 'trash', 'starred'].map((folder) => `/apps/email/${folder}`),
        ...['private', 'company', 'important', 'personal'].map(
          (label) => `/apps/email/label/${label}`,
        ),
      ],
    },
  ],
}
