/**
 * HS256 JWTs signed with a per-install key. The key is made on first use and kept in the
 * `secrets` table, which a reset does not touch, so sessions survive a reset.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import * as z from 'zod/mini'
import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import { abilityRuleSchema } from '@/shared/contract/ability.schema'
import { secrets } from '@mocks/db/database'
import { inWriteTransaction } from './write'

export const TOKEN_TTL_SECONDS = 10 * 60

const accessClaims = z.object({
  sub: z.string(),
  typ: z.literal('access'),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
})
const refreshClaims = z.object({ sub: z.string(), typ: z.literal('refresh'), jti: z.string() })

export type AccessClaims = z.infer<typeof accessClaims>
export type RefreshClaims = z.infer<typeof refreshClaims>

/**
 * The key as WebCrypto holds it, imported once: given the raw bytes, jose imports them again on
 * every sign and verify (every API request).
 */
let cachedKey: Promise<CryptoKey> | null = null

const asHmacKey = (raw: Uint8Array) =>
  crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])

async function loadOrCreateKey(): Promise<Uint8Array> {
  const stored = await secrets().get('jwt')
  if (stored) return stored.value
  const made = crypto.getRandomValues(new Uint8Array(32))
  // Read again inside the write: of two first requests, the second keeps the first one's key.
  const { value } = await inWriteTransaction(async () => {
    const kept = await secrets().get('jwt')
    if (kept) return kept.value
    await secrets().add({ name: 'jwt', value: made })
    return made
  })
  return value
}

function signingKey(): Promise<CryptoKey> {
  cachedKey ??= loadOrCreateKey()
    .then(asHmacKey)
    .catch((error: unknown) => {
      cachedKey = null
      throw error
    })
  return cachedKey
}

/** For tests that delete the database: the next call reads or makes the key again. */
export function forgetSigningKey(): void {
  cachedKey = null
}

async function sign(claims: Record<string, unknown>, jti?: string): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
  if (jti) jwt.setJti(jti)
  return jwt.sign(await signingKey())
}

export const signAccessToken = (claims: Omit<AccessClaims, 'typ'>) =>
  sign({ ...claims, typ: 'access' })

export const signRefreshToken = (sub: string, jti: string) => sign({ sub, typ: 'refresh' }, jti)

async function verify<S extends $ZodType>(token: string, schema: S): Promise<output<S> | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'] })
    const parsed = safeParse(schema, payload)
    return parsed.success ? parsed.data : null
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null
    throw error
  }
}

export const verifyAccessToken = (token: string) => verify(token, accessClaims)
export const verifyRefreshToken = (token: string) => verify(token, refreshClaims)
