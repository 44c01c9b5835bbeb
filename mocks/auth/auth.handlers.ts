import { ApiError } from '@mocks/kernel/errors'
import { route } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import { verifyRefreshToken } from '@mocks/kernel/tokens'
import {
  EMAIL_TAKEN,
  INVALID_REFRESH,
  LOGIN_FAILED,
  USERNAME_TAKEN,
  type RegisterConflict,
} from '@/features/auth/auth.schema'
import { authEndpoints as api } from '@/features/auth/auth.endpoints'
import { authUsers, credentials, sessions, type AuthUserRow } from './auth.table'
import { clientAbility } from './auth.seed'
import { hashPassword, verifyPassword } from './password'
import { issueTokens, startSession } from './session'
import { forgetSignIns, noteSignIn } from '@mocks/account-settings/account-sign-ins'
import { signInThroughServer } from '@mocks/sync/accounts'

const loginFailed = () =>
  new ApiError(400, 'invalid_credentials', LOGIN_FAILED, { email: LOGIN_FAILED })

const login = route(api.login, {
  access: 'public',
  // Hashing and signing await WebCrypto, which would end a transaction: writes go in write().
  transaction: 'manual',
  async handle({ body, request, write }) {
    // A connected device asks the agency server, unless it cannot be reached.
    const remote = await signInThroughServer('/jwt/login', body, write)
    if (remote && !('error' in remote)) return startSession(remote, write)
    const user = await authUsers().where('email').equals(body.email.toLowerCase()).first()
    const credential = user && (await credentials().get(user.id))
    if (!user || !credential || !(await verifyPassword(body.password, credential)))
      throw loginFailed()
    // The account's recent devices; a deactivated account is reactivated by signing in.
    await write(() => noteSignIn(user.id, request))
    return startSession(user, write)
  },
})

/** A new account, or which of its email and username another account already has. */
type Registered = { conflict: RegisterConflict } | { user: AuthUserRow }

const register = route(api.register, {
  access: 'public',
  // Hashing and signing await WebCrypto, which would end a transaction: writes go in write().
  transaction: 'manual',
  async handle({ body, write }) {
    // A connected device's accounts are the agency server's.
    const remote = await signInThroughServer('/jwt/register', body, write)
    if (remote) return 'error' in remote ? remote : startSession(remote, write)
    const secret = await hashPassword(body.password)
    const outcome = await write(async (): Promise<Registered> => {
      const [byEmail, byUsername] = await Promise.all([
        authUsers().where('email').equals(body.email).first(),
        authUsers().where('username').equalsIgnoreCase(body.username).first(),
      ])
      if (byEmail || byUsername) {
        const error = {
          email: byEmail ? EMAIL_TAKEN : null,
          username: byUsername ? USERNAME_TAKEN : null,
        }
        return { conflict: { error } }
      }
      const user: AuthUserRow = {
        id: await nextId(authUsers()),
        fullName: body.username,
        username: body.username,
        email: body.email,
        role: 'client',
        avatar: '',
        ability: clientAbility,
        extras: { eCommerceCartItemsCount: 0 },
      }
      await authUsers().add(user)
      await credentials().add({ userId: user.id, ...secret })
      // A reset may have dropped an account with this id: its recent devices are not this one's.
      await forgetSignIns(user.id)
      return { user }
    })
    // Tokens are signed after the commit: signing awaits WebCrypto, which would end the transaction.
    return 'conflict' in outcome ? outcome.conflict : startSession(outcome.user, write)
  },
})

const refresh = route(api.refresh, {
  access: 'public',
  // Hashing and signing await WebCrypto, which would end a transaction: writes go in write().
  transaction: 'manual',
  async handle({ body, write }) {
    const invalid = new ApiError(401, 'unauthorized', INVALID_REFRESH)
    const claims = await verifyRefreshToken(body.refreshToken)
    if (!claims) throw invalid
    // Rotation: taking the session and deleting it is one step, so a refresh token works once.
    const user = await write(async () => {
      const live = await sessions().get(claims.jti)
      const owner = live && (await authUsers().get(live.userId))
      if (!live || !owner || String(owner.id) !== claims.sub) throw invalid
      await sessions().delete(claims.jti)
      return owner
    })
    return issueTokens(user, write)
  },
})

const logout = route(api.logout, {
  access: ['manage', 'Auth'],
  transaction: 'manual',
  async handle({ body, session, write }) {
    const claims = body.refreshToken ? await verifyRefreshToken(body.refreshToken) : null
    if (claims && claims.sub === String(session.userId))
      await write(() => sessions().delete(claims.jti))
    return { ok: true as const }
  },
})

export const authRoutes = [login, register, refresh, logout]
