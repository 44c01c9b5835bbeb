import type { AppManifest } from '@/shared/contract/manifest'

/** The signed-in user's account settings (account, security, billing and plans, notifications, connections), and the modal examples, whose results are saved in the same account. */
export const accountSettingsManifest: AppManifest = {
  id: 'account-settings',
  title: 'Account Settings',
  section: 'pages',
  icon: 'IconUserCog',
  ability: ['read', 'AccountSettings'],
  pages: [
    {
      id: 70,
      target: 'pages-account-settings',
      title: 'Account Settings',
      icon: 'IconUserCog',
      link: '/pages/account-settings',
      // The screen sweep opens each tab (the account tab is the link itself).
      screens: [
        '/pages/account-settings?tab=security',
        '/pages/account-settings?tab=billing',
        '/pages/account-settings?tab=notifications',
        '/pages/account-settings?tab=connections',
      ],
    },
  ],
}

export const modalExamplesManifest: AppManifest = {
  id: 'modal-examples',
  title: 'Modal Examples',
  section: 'pages',
  icon: 'IconAppWindow',
  ability: ['read', 'AccountSettings'],
  pages: [
    {
      id: 71,
      target: 'pages-modal-examples',
      title: 'Modal Examples',
      icon: 'IconAppWindow',
      link: '/pages/modal-examples',
    },
  ],
}
