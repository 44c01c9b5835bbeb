import type { AppManifest } from '@/shared/contract/manifest'

export const miscManifest: AppManifest = {
  id: 'misc',
  title: 'Miscellaneous',
  section: 'pages',
  icon: 'IconFileAlert',
  pages: [
    {
      id: 6,
      target: 'misc-coming-soon',
      title: 'Coming Soon',
      icon: 'IconClock',
      link: '/misc/coming-soon',
    },
    {
      id: 7,
      target: 'misc-not-authorized',
      title: 'Not Authorized',
      icon: 'IconLockOff',
      link: '/misc/not-authorized',
    },
    {
      id: 8,
      target: 'misc-maintenance',
      title: 'Maintenance',
      icon: 'IconTool',
      link: '/misc/maintenance',
    },
    {
      id: 9,
      target: 'misc-error',
      title: 'Error',
      icon: 'IconAlertTriangle',
      link: '/misc/error',
      // Any unknown path shows it.
      screens: ['/no-such-screen'],
    },
  ],
}
