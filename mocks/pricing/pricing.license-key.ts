/**
 * The install's license key, `CRDR-XXXX-XXXX-XXXX-XXXX` in Crockford's base-32 letters (no I, L,
 * O or U to misread), made from a seed phrase with FNV-1a (finalised): the seed is deterministic, so every
 * fresh install and every reset has the same key, and tests can name it.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  // MurmurHash3's finaliser: FNV alone leaves inputs that differ in their last character alike.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0
  return (hash ^ (hash >>> 16)) >>> 0
}

export function licenseKeyFrom(phrase: string): string {
  const groups = [1, 2, 3, 4].map((group) => {
    let hash = fnv1a(`${phrase}#${group}`)
    let out = ''
    for (let i = 0; i < 4; i++) {
      out += ALPHABET[hash % 32]
      hash = Math.floor(hash / 32)
    }
    return out
  })
  return ['CRDR', ...groups].join('-')
}
