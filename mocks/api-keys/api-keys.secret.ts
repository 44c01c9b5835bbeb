import { randomBytes } from '@mocks/kernel/draws'
/** New secrets and their hashes, with WebCrypto (the worker's and Node's). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const LENGTH = 40

/** `crd_` and 40 random letters or digits (about 238 bits), drawn without modulo bias. */
export function newSecret(): string {
  let out = ''
  while (out.length < LENGTH) {
    for (const byte of randomBytes(64)) {
      // 248 is the largest multiple of 62 under 256: higher bytes would favour the first letters.
      if (byte < 248 && out.length < LENGTH) out += ALPHABET[byte % 62]
    }
  }
  return `crd_${out}`
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
