/**
 * The account settings' handler tests: a second account with the settings' ability (the seed's
 * client has none), made through the real register and sign-in, and small call helpers.
 */
import { authUsers } from '@mocks/auth/auth.table'
import { inWriteTransaction } from '@mocks/kernel/write'
import { call, signIn, type TestSession } from '@mocks/test/api'
import { clientAbility } from '@mocks/auth/auth.seed'

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

export const other = { username: 'ana.lopez', email: 'ana.lopez@demo.com', password: 'ana-secret' }

/** Registers `other`, grants it the account settings, and signs it in: its access token. */
export async function otherAccount(): Promise<{ id: number; token: string }> {
  const registered = await call<TestSession>('POST', '/jwt/register', { body: other })
  const { id } = registered.body.userData
  const ability = [...clientAbility, { action: 'read', subject: 'AccountSettings' }]
  await inWriteTransaction(() => authUsers().update(id, (row) => Object.assign(row, { ability })))
  return { id, token: (await signIn(other.email, other.password)).accessToken }
}

export const adminToken = async () => (await signIn()).accessToken

export const post = <T = ErrorBody>(token: string | null, path: string, body?: unknown) =>
  call<T>('POST', `/account-setting${path}`, { token, body })

export const del = <T = ErrorBody>(token: string | null, path: string, body?: unknown) =>
  call<T>('DELETE', `/account-setting${path}`, { token, body })

export const get = <T>(token: string | null, path: string) =>
  call<T>('GET', `/account-setting${path}`, { token })
