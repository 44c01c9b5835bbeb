/** The API keys app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  apiKeysAnswerSchema,
  createApiKeySchema,
  createdApiKeySchema,
  revokeApiKeySchema,
  revokedApiKeySchema,
} from './api-keys.schema'

export const apiKeysEndpoints = {
  list: endpoint({ method: 'GET', path: '/api-keys/data', response: apiKeysAnswerSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api-keys/create',
    body: createApiKeySchema,
    response: createdApiKeySchema,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api-keys/revoke',
    body: revokeApiKeySchema,
    response: revokedApiKeySchema,
  }),
}
