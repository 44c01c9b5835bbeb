/** The product's nine permissions, and what each seeded role may do with them. */
import type { PermissionRole } from '@/features/users/roles.schema'
import type { PermissionRow, RoleRow } from './users.table'

type Flags = 'r' | 'rw' | 'rwc'

const specs: [name: string, createdDate: string, grants: Partial<Record<PermissionRole, Flags>>][] =
  [
    ['Management', '14 Apr 2021, 8:43 PM', {}],
    ['Manage Billing & Roles', '16 Sep 2021, 5:20 PM', {}],
    ['Add & Remove Users', '14 Oct 2021, 10:20 AM', { manager: 'rwc' }],
    ['Project Planning', '04 Dec 2021, 8:15 PM', { manager: 'rw', user: 'rw' }],
    ['Manage Email Sequences', '25 Feb 2022, 10:30 AM', { user: 'r', support: 'rwc' }],
    ['Client Communication', '23 Aug 2022, 2:00 PM', { manager: 'rwc', support: 'rw' }],
    ['Only View', '15 Apr 2023, 11:30 AM', { 'restricted-user': 'r' }],
    ['Financial Management', '04 Nov 2024, 11:45 AM', { manager: 'rw' }],
    ["Manage Others' Tasks", '12 Mar 2025, 9:05 AM', { support: 'r' }],
  ]

const ROLE_ORDER: PermissionRole[] = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
]

export const seedPermissions = (): PermissionRow[] =>
  specs.map(([name, createdDate, grants], index) => ({
    id: index + 1,
    name,
    assignedTo: ROLE_ORDER.filter((role) => role === 'administrator' || grants[role]),
    createdDate,
  }))

export const seedRoles = (): RoleRow[] =>
  ROLE_ORDER.map((role) => ({
    role,
    grants: specs.flatMap(([, , grants], index) => {
      const flags: Flags | undefined = role === 'administrator' ? 'rwc' : grants[role]
      if (!flags) return []
      return [
        { id: index + 1, read: true, write: flags.includes('w'), create: flags.includes('c') },
      ]
    }),
  }))
