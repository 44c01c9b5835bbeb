/**
 * Reads a JWT's `iat` and `exp` on the page. Only to decide *when* to refresh: the claims are
 * never trusted for access (the worker verifies every token), so there is no signature check
 * and no library (this ships with the signed-in app).
 */
export interface TokenTimes {
  /** Milliseconds since the epoch, like Date.now(). */
  issuedAt: number
  expiresAt: number
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/** The token's issue and expiry times, or null when it is not a JWT with a numeric `exp`. */
export function tokenTimes(token: string | null): TokenTimes | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = decodeSegment(payload)
    if (typeof claims !== 'object' || claims === null) return null
    const exp = 'exp' in claims ? claims.exp : undefined
    const iat = 'iat' in claims ? claims.iat : undefined
    if (typeof exp !== 'number') return null
    return { expiresAt: exp * 1000, issuedAt: typeof iat === 'number' ? iat * 1000 : 0 }
  } catch {
    return null
  }
}
