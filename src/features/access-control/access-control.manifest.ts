import type { AppManifest } from '@/shared/contract/manifest'

export const accessControlManifest: AppManifest = {
  id: 'access-control',
  title: 'Access Control',
  section: 'apps',
  icon: 'IconShieldCheck',
  ability: ['read', 'ACL'],
  pages: [
    {
      id: 2,
      target: 'access-control',
      title: 'Access Control',
      icon: 'IconShieldCheck',
      link: '/access-control',
    },
  ],
}
