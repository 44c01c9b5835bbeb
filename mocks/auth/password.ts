/** PBKDF2-SHA-256 password hashes with WebCrypto (works in the worker and in Node). */
const ITERATIONS = 310_000
const encoder = new TextEncoder()

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  )
  return toBase64(new Uint8Array(bits))
}

export interface PasswordHash {
  salt: string
  hash: string
  iterations: number
}

export async function hashPassword(
  password: string,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(16)),
): Promise<PasswordHash> {
  return {
    salt: toBase64(salt),
    hash: await derive(password, salt, ITERATIONS),
    iterations: ITERATIONS,
  }
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64(stored.salt), stored.iterations)
  // Constant-time comparison of equal-length base64 strings.
  let diff = candidate.length ^ stored.hash.length
  for (let i = 0; i < candidate.length; i++) {
    diff |= candidate.charCodeAt(i) ^ (stored.hash.charCodeAt(i) || 0)
  }
  return diff === 0
}
