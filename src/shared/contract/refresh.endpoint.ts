/**
 * The token refresh, declared in the shared contract rather than with the auth feature's other
 * endpoints: the session code that asks it (shared/auth/refresh.ts) may not reach a feature. The
 * auth feature's declarations include this one object (features/auth/auth.endpoints.ts).
 */
import * as z from 'zod/mini'
import { endpoint } from './endpoint'
import { tokenPairSchema } from './tokens.schema'

export const refreshBodySchema = z.object({ refreshToken: z.string().check(z.minLength(1)) })

export const refreshEndpoint = endpoint({
  method: 'POST',
  path: '/jwt/refresh-token',
  body: refreshBodySchema,
  response: tokenPairSchema,
})
