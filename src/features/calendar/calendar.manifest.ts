import type { AppManifest } from '@/shared/contract/manifest'

export const calendarManifest: AppManifest = {
  id: 'calendar',
  title: 'Calendar',
  section: 'apps',
  icon: 'IconCalendar',
  pages: [
    {
      id: 13,
      target: 'apps-calendar',
      title: 'Calendar',
      icon: 'IconCalendar',
      link: '/apps/calendar',
      ability: ['read', 'Calendar'],
    },
  ],
}
