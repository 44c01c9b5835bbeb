import type { AppManifest } from '@/shared/contract/manifest'

export const accessControlManifest: AppManifest = {
  id: 'access-control',
  title: 'Access Control',
  section: 'apps',
  icon: 'IconShieldCheck',
  pages: [
    {
      id: 2,
      target: 'access-control',
      title: 'Access Control',
      icon: 'IconShieldCheck',
      link: '/access-control',
      ability: ['read', 'ACL'],
    },
  ],
}
