/**
 * The auth app's endpoints (shared/contract/endpoint.ts): each declared once, here, but the
 * refresh, which the shared session code asks, declared in the shared contract. `zod/mini`, as
 * the schemas: the sign-in screen's client ships them.
 */
import * as z from 'zod/mini'
import { endpoint } from '@/shared/contract/endpoint'
import { refreshEndpoint } from '@/shared/contract/refresh.endpoint'
import {
  loginBodySchema,
  logoutBodySchema,
  registerBodySchema,
  registerConflictSchema,
  sessionSchema,
} from './auth.schema'

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/jwt/login',
    body: loginBodySchema,
    response: sessionSchema,
  }),
  /** A taken email or username is answered (200) with which of the two is taken. */
  register: endpoint({
    method: 'POST',
    path: '/jwt/register',
    body: registerBodySchema,
    response: z.union([sessionSchema, registerConflictSchema]),
  }),
  refresh: refreshEndpoint,
  logout: endpoint({
    method: 'POST',
    path: '/jwt/logout',
    body: logoutBodySchema,
    response: z.object({ ok: z.literal(true) }),
  }),
}
