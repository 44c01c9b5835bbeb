import type { Seed } from '@mocks/db/seed'
import type { AbilityRule } from '@/shared/contract/ability'
import type { AuthUserRow, CredentialRow } from './auth.table'

export const adminAbility: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
export const clientAbility: AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'manage', subject: 'Auth' },
]

/** The seeded administrator, who also owns the shop's rows an older install had (db v7). */
export const ADMIN_USER_ID = 1

export const demoUsers: AuthUserRow[] = [
  {
    id: ADMIN_USER_ID,
    fullName: 'John Doe',
    username: 'johndoe',
    email: 'admin@demo.com',
    role: 'admin',
    avatar: '/images/avatars/1.svg',
    ability: adminAbility,
    extras: { eCommerceCartItemsCount: 0 },
  },
  {
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    email: 'client@demo.com',
    role: 'client',
    avatar: '/images/avatars/2.svg',
    ability: clientAbility,
    extras: { eCommerceCartItemsCount: 0 },
  },
]

/**
 * The demo accounts' credentials, hashed once ahead of time (PBKDF2-SHA-256, 310,000 iterations,
 * fixed salts) so that seeding costs no key derivation: signing in still derives and compares.
 * auth.seed.test.ts checks each against its password ('admin', 'client').
 */
export const demoCredentials: readonly CredentialRow[] = [
  {
    userId: 1,
    salt: 'AQEBAQEBAQEBAQEBAQEBAQ==',
    hash: 'OH+6DX6wbk+Pbqrs7So/JDVSJpDAfgrxE98tTwPB2Iw=',
    iterations: 310_000,
  },
  {
    userId: 2,
    salt: 'AgICAgICAgICAgICAgICAg==',
    hash: 'Bvdu4UWoE4N2Zh4A3QBEliQYv37iCQuGADP7MO0smGY=',
    iterations: 310_000,
  },
]

export const authSeeds: Seed[] = [
  { table: 'authUsers', rows: () => demoUsers },
  { table: 'credentials', rows: () => demoCredentials },
]
