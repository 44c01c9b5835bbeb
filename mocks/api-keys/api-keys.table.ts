/**
 * The API keys, each its owner's. A key keeps only the SHA-256 hash of its secret (to check a
 * key presented later) and its last four characters (to recognise it in the list): the secret
 * itself is answered once, when the key is made, and never stored.
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { ApiKey } from '@/features/api-keys/api-keys.schema'

export type ApiKeyRow = ApiKey & {
  userId: number
  /** Hex SHA-256 of the secret. */
  hash: string
}

export const apiKeysTables = { apiKeys: 'id, userId' } satisfies TableSchemas

export const apiKeys = typedTable<ApiKeyRow, number>('apiKeys')

/** The caller's keys, newest first. */
export const keysOf = (userId: number) =>
  apiKeys()
    .where('userId')
    .equals(userId)
    .toArray()
    .then((rows) => rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id))

/** A row as the API answers it: no owner, no hash. */
export const apiKeyView = ({ id, name, scopes, createdAt, lastFour }: ApiKeyRow): ApiKey => ({
  id,
  name,
  scopes,
  createdAt,
  lastFour,
})
