/**
 * The API keys contract, added in the contract's pattern: the signed-in user's keys
 * (`GET /api-keys/data`), a new key (`POST /api-keys/create`, whose secret is answered once and
 * never stored), and a key revoked (`DELETE /api-keys/revoke`). Shared by the handlers (parsing
 * input) and the client (parsing answers).
 */
import { z } from 'zod'
import { idInput } from '@/shared/contract/zod'

/** What a key may do, by resource: reading and writing clients, policies and claims. */
export const API_KEY_RESOURCES = ['clients', 'policies', 'claims'] as const
export const API_KEY_SCOPES = [
  'clients:read',
  'clients:write',
  'policies:read',
  'policies:write',
  'claims:read',
  'claims:write',
] as const
export const apiKeyScope = z.enum(API_KEY_SCOPES)
export type ApiKeyScope = z.infer<typeof apiKeyScope>

export const API_KEY_NAME_MAX = 60
export const NAME_REQUIRED = 'Name the key'
export const NAME_TAKEN = 'You already have a key with this name'
export const SCOPES_REQUIRED = 'Choose at least one scope'

/** A secret: `crd_` and 40 letters or digits. Only its last four characters are kept. */
export const API_KEY_SECRET_PATTERN = /^crd_[A-Za-z0-9]{40}$/

export const apiKeySchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1).max(API_KEY_NAME_MAX),
    scopes: z.array(apiKeyScope).min(1),
    /** ISO date-time. */
    createdAt: z.iso.datetime({ offset: true }),
    /** The secret's last four characters, all the list ever shows of it. */
    lastFour: z.string().length(4),
  })
  .strict()
export type ApiKey = z.infer<typeof apiKeySchema>

export const apiKeysAnswerSchema = z.object({ apiKeys: z.array(apiKeySchema) }).strict()

/** The scopes in the order above, each once, whatever order they came in. */
const scopeList = z
  .array(apiKeyScope)
  .min(1, SCOPES_REQUIRED)
  .max(API_KEY_SCOPES.length * 2)
  .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope)))

export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1, NAME_REQUIRED).max(API_KEY_NAME_MAX),
    scopes: scopeList,
  })
  .strict()
export type CreateApiKey = z.input<typeof createApiKeySchema>

/** `POST /api-keys/create` → 201: the key, and its secret, shown this once. */
export const createdApiKeySchema = z
  .object({ apiKey: apiKeySchema, secret: z.string().regex(API_KEY_SECRET_PATTERN) })
  .strict()
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>

export const revokeApiKeySchema = z.object({ id: idInput }).strict()

export const revokedApiKeySchema = z.object({ apiKey: apiKeySchema }).strict()
