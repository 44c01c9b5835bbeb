/** Issues the token pair for a user and records the refresh token as a live session. */
import { signAccessToken, signRefreshToken, TOKEN_TTL_SECONDS } from '@mocks/kernel/tokens'
import type { Write } from '@mocks/kernel/route'
import type { SessionPayload } from '@/features/auth/auth.schema'
import { cartCountOf } from '@mocks/ecommerce/ecommerce.owner'
import { sessions, type AuthUserRow } from './auth.table'

export async function issueTokens(user: AuthUserRow, write: Write) {
  const jti = crypto.randomUUID()
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken({ sub: String(user.id), role: user.role, ability: user.ability }),
    signRefreshToken(String(user.id), jti),
  ])
  const expiresAt = Date.now() + TOKEN_TTL_SECONDS * 1000
  await write(() => sessions().put({ jti, userId: user.id, expiresAt }))
  return { accessToken, refreshToken }
}

/** The user's data carries the user's own cart count at sign-in (the navbar's cart badge). */
export async function startSession(user: AuthUserRow, write: Write): Promise<SessionPayload> {
  const extras = { eCommerceCartItemsCount: await cartCountOf(user.id) }
  return { userData: { ...user, extras }, ...(await issueTokens(user, write)) }
}
