/**
 * Signing in on a connected device: through the agency server, whose accounts these are. The
 * account the server answers is kept on the device (its row, and a hash of the password that
 * just worked, so the agent can sign in here again with no network), with the server's tokens
 * for the device's sync. The page gets a session of the device's own, as in local mode.
 */
import { z } from 'zod'
import {
  registerConflictSchema,
  sessionSchema,
  type RegisterConflict,
  type SessionPayload,
} from '@/features/auth/auth.schema'
import { authUsers, credentials, type AuthUserRow } from '@mocks/auth/auth.table'
import { hashPassword } from '@mocks/auth/password'
import { ApiError } from '@mocks/kernel/errors'
import type { Write } from '@mocks/kernel/route'
import { connection, updateConnection } from './config'
import { syncSoon } from './engine'
import { askServer, Unreachable } from './remote'
import { syncAccounts } from './sync.table'

/** A sign-in's answer, or (a registration only) which of email and username are taken. */
const signedInOrTaken = z.union([sessionSchema, registerConflictSchema])

/** Signs in (or registers) on `server`; answers its session payload, or the taken names. */
export const serverSession = (
  server: string,
  path: '/jwt/login' | '/jwt/register',
  body: unknown,
): Promise<SessionPayload | RegisterConflict> => askServer(server, path, body, signedInOrTaken)

/** Keeps the account the server answered on this device; answers its row. */
export async function adoptAccount(
  payload: SessionPayload,
  password: string,
  write: Write,
): Promise<AuthUserRow> {
  const { extras: _extras, ...user } = payload.userData
  const row: AuthUserRow = { ...user, extras: { eCommerceCartItemsCount: 0 } }
  const secret = await hashPassword(password)
  await write(async () => {
    // Another local account may hold this email or username: the server's account wins.
    const clashing = await authUsers()
      .filter(
        (other) =>
          other.id !== row.id && (other.email === row.email || other.username === row.username),
      )
      .primaryKeys()
    await authUsers().bulkDelete(clashing)
    await authUsers().put(row)
    await credentials().put({ userId: row.id, ...secret })
    await syncAccounts().put({
      userId: row.id,
      email: row.email,
      accessToken: payload.accessToken,
      refreshToken: payload.refreshToken,
    })
    await updateConnection((config) => void (config.activeUser = row.id))
  })
  syncSoon(0)
  return row
}

/**
 * On a connected device, the sign-in (or registration) done by the server: the account adopted,
 * or the server's refusal thrown. Null where the device is not connected, or (a sign-in only) the
 * server cannot be reached: then the device's own accounts answer.
 */
export async function signInThroughServer(
  path: '/jwt/login' | '/jwt/register',
  body: { password: string },
  write: Write,
): Promise<AuthUserRow | RegisterConflict | null> {
  const config = connection()
  if (!config) return null
  try {
    const payload = await serverSession(config.server, path, body)
    // A taken email or username is a 200 with `error` (the contract's register answer).
    if ('error' in payload) return payload
    return await adoptAccount(payload, body.password, write)
  } catch (error) {
    if (error instanceof Unreachable && path === '/jwt/login') return null
    if (error instanceof Unreachable)
      throw new ApiError(503, 'server_unreachable', `${error.message}: try again when online`)
    throw error
  }
}
