import type { AppManifest, PageEntry } from '@/shared/contract/manifest'

/** A demo variant of an auth screen: public (no ability), at `/pages/<target>`. */
const variant = (id: number, target: string, title: string, icon: string): PageEntry => ({
  id,
  target,
  title,
  icon,
  link: `/pages/${target}`,
})

export const authManifest: AppManifest = {
  id: 'auth',
  title: 'Authentication',
  section: 'pages',
  icon: 'IconLock',
  pages: [
    // The real screens, reached by signing out or from a guard rather than from the menu,
    // whose Authentication group shows their designs below instead.
    { id: 3, target: 'login', title: 'Login', icon: 'IconLogin', link: '/login', inMenu: false },
    {
      id: 4,
      target: 'register',
      title: 'Register',
      icon: 'IconUserPlus',
      link: '/register',
      inMenu: false,
    },
    {
      id: 5,
      target: 'forgot-password',
      title: 'Forgot Password',
      icon: 'IconKey',
      link: '/forgot-password',
      inMenu: false,
    },
    variant(90, 'login-basic', 'Login Basic', 'IconLogin'),
    variant(91, 'login-cover', 'Login Cover', 'IconLogin'),
    variant(92, 'register-basic', 'Register Basic', 'IconUserPlus'),
    variant(93, 'register-cover', 'Register Cover', 'IconUserPlus'),
    variant(94, 'forgot-password-basic', 'Forgot Password Basic', 'IconKey'),
    variant(95, 'forgot-password-cover', 'Forgot Password Cover', 'IconKey'),
    variant(96, 'reset-password-basic', 'Reset Password Basic', 'IconLockOpen'),
    variant(97, 'reset-password-cover', 'Reset Password Cover', 'IconLockOpen'),
    variant(98, 'verify-email-basic', 'Verify Email Basic', 'IconMailCheck'),
    variant(99, 'verify-email-cover', 'Verify Email Cover', 'IconMailCheck'),
    variant(100, 'two-steps-basic', 'Two Steps Basic', 'IconDeviceMobileMessage'),
    variant(101, 'two-steps-cover', 'Two Steps Cover', 'IconDeviceMobileMessage'),
  ],
}
