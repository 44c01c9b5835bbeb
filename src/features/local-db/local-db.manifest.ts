import type { AppManifest } from '@/shared/contract/manifest'

export const localDbManifest: AppManifest = {
  id: 'settings',
  title: 'Settings',
  section: 'pages',
  icon: 'IconSettings',
  ability: ['manage', 'Settings'],
  pages: [
    {
      id: 1,
      target: 'settings',
      title: 'Settings',
      icon: 'IconDatabase',
      link: '/settings',
    },
  ],
}
