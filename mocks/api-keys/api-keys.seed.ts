/**
 * Two keys of the administrator's, made for the agency's integrations. Their secrets were never
 * kept (as with any key): only the hashes and last four characters are. Deterministic.
 */
import type { Seed } from '@mocks/db/seed'
import { ADMIN_USER_ID } from '@mocks/auth/auth.seed'
import type { ApiKeyRow } from './api-keys.table'

export const seedApiKeys: ApiKeyRow[] = [
  {
    id: 1,
    userId: ADMIN_USER_ID,
    name: 'Zapier sync',
    scopes: ['clients:read', 'policies:read'],
    createdAt: '2025-03-04T10:15:00.000Z',
    lastFour: 'aOCz',
    hash: '2ed1d9a92101b30f1315492dd83b739b2afce0869aeb8b6cb47e357f8d85fefb',
  },
  {
    id: 2,
    userId: ADMIN_USER_ID,
    name: 'Claims portal',
    scopes: ['claims:read', 'claims:write'],
    createdAt: '2025-06-18T14:40:00.000Z',
    lastFour: 'OJH5',
    hash: '5ba5be6adb85bdbb3f8510f3469706fa6b9066b3db5c8a0bbdbdff45a1210605',
  },
]

export const apiKeysSeeds: Seed[] = [{ table: 'apiKeys', rows: () => seedApiKeys }]
