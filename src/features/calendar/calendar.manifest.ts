import type { AppManifest } from '@/shared/contract/manifest'

export const calendarManifest: AppManifest = {
  id: 'calendar',
  title: 'Calendar',
  section: 'apps',
  icon: 'IconCalendar',
  ability: ['read', 'Calendar'],
  pages: [
    {
      id: 13,
      target: 'apps-calendar',
      title: 'Calendar',
      icon: 'IconCalendar',
      link: '/apps/calendar',
    },
  ],
}
