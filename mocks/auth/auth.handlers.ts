import { db } from '@mocks/db/database'
import { ApiError } from '@mocks/kernel/errors'
import { reply } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { verifyRefreshToken } from '@mocks/kernel/tokens'
import {
  EMAIL_TAKEN,
  INVALID_REFRESH,
  LOGIN_FAILED,
  USERNAME_TAKEN,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  registerBodySchema,
} from '@/features/auth/auth.schema'
import { authUsers, credentials, sessions, type AuthUserRow } from './auth.table'
import { clientAbility } from './auth.seed'
import { hashPassword, verifyPassword } from './password'
import { issueTokens, startSession } from './session'

const loginFailed = () =>
  new ApiError(400, 'invalid_credentials', LOGIN_FAILED, { email: LOGIN_FAILED })

const login = route({
  method: 'POST',
  path: '/jwt/login',
  public: true,
  body: loginBodySchema,
  writes: ['sessions'],
  async handle({ body }) {
    const user = await authUsers().where('email').equals(body.email.toLowerCase()).first()
    const credential = user && (await credentials().get(user.id))
    if (!user || !credential || !(await verifyPassword(body.password, credential)))
      throw loginFailed()
    return startSession(user)
  },
})

const register = route({
  method: 'POST',
  path: '/jwt/register',
  public: true,
  body: registerBodySchema,
  writes: ['authUsers', 'credentials', 'sessions'],
  async handle({ body }) {
    const secret = await hashPassword(body.password)
    const outcome = await db.transaction('rw', [authUsers(), credentials()], async () => {
      const [byEmail, byUsername] = await Promise.all([
        authUsers().where('email').equals(body.email).first(),
        authUsers().where('username').equalsIgnoreCase(body.username).first(),
      ])
      if (byEmail || byUsername) {
        const error = {
          email: byEmail ? EMAIL_TAKEN : null,
          username: byUsername ? USERNAME_TAKEN : null,
        }
        return { conflict: { error } } as const
      }
      const last = await authUsers().orderBy('id').last()
      const user: AuthUserRow = {
        id: (last?.id ?? 0) + 1,
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
      return { user } as const
    })
    // Tokens are signed after the commit: signing awaits WebCrypto, which would end the transaction.
    return 'conflict' in outcome ? outcome.conflict : startSession(outcome.user)
  },
})

const refresh = route({
  method: 'POST',
  path: '/jwt/refresh-token',
  public: true,
  body: refreshBodySchema,
  writes: ['sessions'],
  async handle({ body }) {
    const invalid = new ApiError(401, 'unauthorized', INVALID_REFRESH)
    const claims = await verifyRefreshToken(body.refreshToken)
    if (!claims) throw invalid
    const live = await sessions().get(claims.jti)
    const user = live && (await authUsers().get(live.userId))
    if (!live || !user || String(user.id) !== claims.sub) throw invalid
    await sessions().delete(claims.jti)
    return issueTokens(user)
  },
})

const logout = route({
  method: 'POST',
  path: '/jwt/logout',
  body: logoutBodySchema,
  writes: ['sessions'],
  async handle({ body, session }) {
    const claims = body.refreshToken ? await verifyRefreshToken(body.refreshToken) : null
    if (claims && claims.sub === String(session.userId)) await sessions().delete(claims.jti)
    return reply({ ok: true })
  },
})

export const authHandlers = [login, register, refresh, logout]
