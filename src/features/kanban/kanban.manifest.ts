import type { AppManifest } from '@/shared/contract/manifest'

export const kanbanManifest: AppManifest = {
  id: 'kanban',
  title: 'Kanban',
  section: 'apps',
  icon: 'IconLayoutKanban',
  ability: ['read', 'Kanban'],
  pages: [
    {
      id: 14,
      target: 'apps-kanban',
      title: 'Kanban',
      icon: 'IconLayoutKanban',
      link: '/apps/kanban',
    },
  ],
}
