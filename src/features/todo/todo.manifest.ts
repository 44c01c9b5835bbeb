import type { AppManifest } from '@/shared/contract/manifest'

export const todoManifest: AppManifest = {
  id: 'todo',
  title: 'Todo',
  section: 'apps',
  icon: 'IconChecklist',
  ability: ['read', 'Todo'],
  pages: [
    {
      id: 12,
      target: 'apps-todo',
      title: 'Todo',
      icon: 'IconChecklist',
      link: '/apps/todo',
      screens: [
        ...['important', 'completed', 'deleted'].map((filter) => `/apps/todo/${filter}`),
        ...['team', 'low', 'medium', 'high', 'update'].map((tag) => `/apps/todo/tag/${tag}`),
      ],
    },
  ],
}
