import type { AppManifest } from '@/shared/contract/manifest'

/** The user profile page: header, about, feed, posts with likes and comments, polls. */
export const profileManifest: AppManifest = {
  id: 'profile',
  title: 'User Profile',
  section: 'pages',
  icon: 'IconUserCircle',
  ability: ['read', 'Profile'],
  pages: [
    {
      id: 72,
      target: 'pages-profile',
      title: 'User Profile',
      icon: 'IconUserCircle',
      link: '/pages/profile',
    },
  ],
}
