import type { AppManifest } from '@/shared/contract/manifest'

export const chatManifest: AppManifest = {
  id: 'chat',
  title: 'Chat',
  section: 'apps',
  icon: 'IconMessages',
  ability: ['read', 'Chat'],
  pages: [
    {
      id: 11,
      target: 'apps-chat',
      title: 'Chat',
      icon: 'IconMessages',
      link: '/apps/chat',
    },
  ],
}
