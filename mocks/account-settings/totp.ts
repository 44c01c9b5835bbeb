/**
 * Time-based one-time codes (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1 with WebCrypto, six
 * digits, 30-second steps, what every authenticator app computes from a base32 secret.
 */
import { randomBytes } from '@mocks/kernel/draws'
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const STEP_SECONDS = 30
const DIGITS = 6

export function toBase32(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

export function fromBase32(text: string): Uint8Array {
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of text.toUpperCase().replace(/=+$/, '')) {
    const index = ALPHABET.indexOf(char)
    if (index < 0) throw new Error('Not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Uint8Array.from(out)
}

/** A new secret: 20 random bytes, the size RFC 4226 recommends for SHA-1. */
export const newSecret = () => toBase32(randomBytes(20))

/** The code for one time step (HOTP with the step number as the counter). */
export async function codeAt(secret: string, step: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    fromBase32(secret) as BufferSource,
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  )
  const counter = new DataView(new ArrayBuffer(8))
  counter.setUint32(0, Math.floor(step / 2 ** 32))
  counter.setUint32(4, step >>> 0)
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter.buffer))
  const offset = mac[mac.length - 1]! & 0x0f
  const binary =
    ((mac[offset]! & 0x7f) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0')
}

export const stepAt = (time = Date.now()) => Math.floor(time / 1000 / STEP_SECONDS)

/** Whether `code` is this step's, or the one before or after (a clock a little off still works). */
export async function verifyCode(
  secret: string,
  code: string,
  time = Date.now(),
): Promise<boolean> {
  const now = stepAt(time)
  const codes = await Promise.all([now - 1, now, now + 1].map((step) => codeAt(secret, step)))
  return codes.includes(code)
}
