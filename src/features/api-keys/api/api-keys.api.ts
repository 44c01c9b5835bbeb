import { apiRequest } from '@/shared/api/client'
import {
  apiKeysAnswerSchema,
  createdApiKeySchema,
  revokedApiKeySchema,
  type CreateApiKey,
} from '../api-keys.schema'

export const fetchApiKeys = (signal?: AbortSignal) =>
  apiRequest('/api-keys/data', { schema: apiKeysAnswerSchema, signal }).then(
    (answer) => answer.apiKeys,
  )

/** Answers the key and its secret: the only time the secret is ever seen. */
export const createApiKey = (input: CreateApiKey) =>
  apiRequest('/api-keys/create', { method: 'POST', body: input, schema: createdApiKeySchema })

export const revokeApiKey = (id: number) =>
  apiRequest('/api-keys/revoke', { method: 'DELETE', body: { id }, schema: revokedApiKeySchema })
