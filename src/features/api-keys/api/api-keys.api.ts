import { call } from '@/shared/api/call'
import { apiKeysEndpoints } from '../api-keys.endpoints'
import type { CreateApiKey } from '../api-keys.schema'

export const fetchApiKeys = (signal?: AbortSignal) =>
  call(apiKeysEndpoints.list, { signal }).then((answer) => answer.apiKeys)

/** Answers the key and its secret: the only time the secret is ever seen. */
export const createApiKey = (input: CreateApiKey) => call(apiKeysEndpoints.create, { body: input })

export const revokeApiKey = (id: number) => call(apiKeysEndpoints.revoke, { body: { id } })
