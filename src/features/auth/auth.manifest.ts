import type { AppManifest } from '@/shared/contract/manifest'

export const authManifest: AppManifest = {
  id: 'auth',
  title: 'Authentication',
  section: 'pages',
  icon: 'IconLock',
  pages: [
    { id: 3, target: 'login', title: 'Login', icon: 'IconLogin', link: '/login' },
    { id: 4, target: 'register', title: 'Register', icon: 'IconUserPlus', link: '/register' },
    {
      id: 5,
      target: 'forgot-password',
      title: 'Forgot Password',
      icon: 'IconKey',
      link: '/forgot-password',
    },
  ],
}
