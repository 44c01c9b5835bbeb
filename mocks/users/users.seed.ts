import type { Seed } from '@mocks/db/seed'
import { seedPermissions, seedRoles } from './permissions.seed-data'
import { seedUsers } from './users.seed-data'

/** Settings rows are made on first save; until then a user has the defaults (settings.ts). */
export const usersSeeds: Seed[] = [
  { table: 'users', rows: seedUsers },
  { table: 'permissions', rows: seedPermissions },
  { table: 'roles', rows: seedRoles },
]
