import { describe, expect, it } from 'vitest'
import { demoCredentials, demoUsers } from './auth.seed'
import { hashPassword, verifyPassword } from './password'

const passwords: Record<string, string> = { 'admin@demo.com': 'admin', 'client@demo.com': 'client' }

describe('the demo credentials in the seed', () => {
  it('are real PBKDF2 hashes of the demo passwords, at full strength', async () => {
    for (const user of demoUsers) {
      const stored = demoCredentials.find((entry) => entry.userId === user.id)!
      const password = passwords[user.email]!
      expect(stored.iterations).toBeGreaterThanOrEqual(310_000)
      expect(await verifyPassword(password, stored)).toBe(true)
      expect(await verifyPassword(`${password}x`, stored)).toBe(false)
      // The same derivation the app uses, with the stored salt, gives the stored hash.
      const salt = Uint8Array.from(atob(stored.salt), (c) => c.charCodeAt(0))
      expect((await hashPassword(password, salt)).hash).toBe(stored.hash)
    }
  })
})
