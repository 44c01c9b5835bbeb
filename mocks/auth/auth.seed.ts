import type { Seed } from '@mocks/db/seed'
import type { AbilityRule } from '@/shared/contract/ability'
import { hashPassword, type PasswordHash } from './password'
import type { AuthUserRow, CredentialRow } from './auth.table'

export const adminAbility: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
export const clientAbility: AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'manage', subject: 'Auth' },
]

export const demoUsers: AuthUserRow[] = [
  {
    id: 1,
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

const demoPasswords: Record<number, string> = { 1: 'admin', 2: 'client' }

// Fixed salts keep the seed deterministic; the hashes are computed once per worker.
const memo = new Map<number, Promise<PasswordHash>>()
const seedHash = (userId: number) => {
  let hash = memo.get(userId)
  if (!hash) {
    hash = hashPassword(demoPasswords[userId] ?? '', new Uint8Array(16).fill(userId))
    memo.set(userId, hash)
  }
  return hash
}

export const authSeeds: Seed[] = [
  { table: 'authUsers', rows: () => demoUsers },
  {
    table: 'credentials',
    rows: () =>
      Promise.all(
        demoUsers.map(async (user): Promise<CredentialRow> => ({
          userId: user.id,
          ...(await seedHash(user.id)),
        })),
      ),
  },
]
