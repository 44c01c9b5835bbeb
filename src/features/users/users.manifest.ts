import type { AppManifest } from '@/shared/contract/manifest'

/** The user records: the list and one user's page. Writes need `manage all` (see the handlers). */
export const usersManifest: AppManifest = {
  id: 'users',
  title: 'User',
  section: 'apps',
  icon: 'IconUsers',
  ability: ['read', 'User'],
  pages: [
    { id: 30, target: 'apps-user-list', title: 'List', icon: 'IconList', link: '/apps/user/list' },
    {
      id: 31,
      target: 'apps-user-view',
      title: 'View',
      icon: 'IconUser',
      link: '/apps/user/view',
      screens: ['/apps/user/view/2'],
    },
  ],
}

/** Roles and permissions: admin only in practice (the client has neither ability). */
export const accessAdminManifest: AppManifest = {
  id: 'roles-permissions',
  title: 'Roles & Permissions',
  section: 'apps',
  icon: 'IconShieldLock',
  ability: ['read', 'Role'],
  pages: [
    { id: 32, target: 'apps-roles', title: 'Roles', icon: 'IconShield', link: '/apps/roles' },
    {
      id: 33,
      target: 'apps-permissions',
      title: 'Permissions',
      icon: 'IconLock',
      link: '/apps/permissions',
    },
  ],
}

/** Adding, updating and deleting users, roles and permissions (the contract's rule). */
export const MANAGE_ALL = ['manage', 'all'] as const
