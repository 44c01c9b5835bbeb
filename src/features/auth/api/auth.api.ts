import { call } from '@/shared/api/call'
import { getRefreshToken } from '@/shared/auth/session'
import { authEndpoints as api } from '../auth.endpoints'
import type { LoginBody, RegisterBody } from '../auth.schema'

export const login = (body: LoginBody) => call(api.login, { auth: false, body })

export const register = (body: RegisterBody) => call(api.register, { auth: false, body })

export const logout = () =>
  call(api.logout, { body: { refreshToken: getRefreshToken() ?? undefined } })
