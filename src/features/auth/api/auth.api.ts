import { apiRequest } from '@/shared/api/client'
import { getRefreshToken } from '@/shared/auth/session'
import * as z from 'zod/mini'
import {
  registerConflictSchema,
  sessionSchema,
  type LoginBody,
  type RegisterBody,
} from '../auth.schema'

export const login = (body: LoginBody) =>
  apiRequest('/jwt/login', { method: 'POST', auth: false, body, schema: sessionSchema })

export const register = (body: RegisterBody) =>
  apiRequest('/jwt/register', {
    method: 'POST',
    auth: false,
    body,
    schema: z.union([sessionSchema, registerConflictSchema]),
  })

export const logout = () =>
  apiRequest('/jwt/logout', {
    method: 'POST',
    body: { refreshToken: getRefreshToken() ?? undefined },
    schema: z.unknown(),
  })
