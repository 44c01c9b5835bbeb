/**
 * PBKDF2 computed once per input in the vitest tiers. A password hash is a pure function of the
 * password, salt, iterations and length; at the product's 310,000 iterations each one takes
 * 110–150 ms here, and the tiers sign the same demo accounts in a few thousand times. The first
 * derivation of each input runs for real with the product's own parameters; a repeat gets a copy
 * of its bits. Nothing else of WebCrypto changes.
 */
const subtle = globalThis.crypto.subtle
const realImportKey = subtle.importKey.bind(subtle)
const realDeriveBits = subtle.deriveBits.bind(subtle)

/** The raw password behind each PBKDF2 key imported (the key itself does not show it). */
const passwords = new WeakMap<CryptoKey, string>()
const derived = new Map<string, ArrayBuffer>()

const hex = (data: BufferSource) => {
  const bytes = ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const isBufferSource = (data: unknown): data is BufferSource =>
  data instanceof ArrayBuffer || ArrayBuffer.isView(data)

const isPbkdf2 = (algorithm: unknown): boolean =>
  algorithm === 'PBKDF2' || (isObject(algorithm) && algorithm.name === 'PBKDF2')

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isPbkdf2Params = (algorithm: unknown): algorithm is Pbkdf2Params =>
  isObject(algorithm) &&
  algorithm.name === 'PBKDF2' &&
  isBufferSource(algorithm.salt) &&
  typeof algorithm.iterations === 'number'

/** importKey as it is, noting the password of a PBKDF2 key (its overloads, passed through). */
async function importKey(...args: unknown[]): Promise<CryptoKey> {
  const key: CryptoKey = await Reflect.apply(realImportKey, subtle, args)
  const [format, keyData, algorithm] = args
  if (format === 'raw' && isPbkdf2(algorithm) && isBufferSource(keyData))
    passwords.set(key, hex(keyData))
  return key
}

const deriveBits: typeof subtle.deriveBits = async (algorithm, baseKey, length) => {
  const password = passwords.get(baseKey)
  if (password === undefined || !isPbkdf2Params(algorithm))
    return realDeriveBits(algorithm, baseKey, length)
  const { salt, iterations, hash } = algorithm
  const name = typeof hash === 'string' ? hash : hash.name
  const key = [password, hex(salt), iterations, name, length].join('|')
  let bits = derived.get(key)
  if (!bits) {
    bits = await realDeriveBits(algorithm, baseKey, length)
    derived.set(key, bits)
  }
  return bits.slice(0)
}

Object.defineProperty(subtle, 'importKey', { value: importKey, configurable: true })
Object.defineProperty(subtle, 'deriveBits', { value: deriveBits, configurable: true })
