import { describe, expect, it } from 'vitest'
import { createTranslator } from './translator'

const english = { auth: { signIn: 'Sign in', sent: 'Sent to {{email}}', only: 'English only' } }
const spanish = { auth: { signIn: 'Iniciar sesión', sent: 'Enviado a {{ email }}' } }

describe('createTranslator', () => {
  const t = createTranslator(spanish, english)

  it('reads a dotted key in the language', () => {
    expect(t('auth.signIn')).toBe('Iniciar sesión')
  })

  it('fills placeholders, spaced or not, and leaves unknown ones', () => {
    expect(t('auth.sent', { email: 'ana@demo.com' })).toBe('Enviado a ana@demo.com')
    expect(createTranslator(english, english)('auth.sent', {})).toBe('Sent to {{email}}')
  })

  it('falls back to English, then to the key', () => {
    expect(t('auth.only')).toBe('English only')
    expect(t('auth.missing')).toBe('auth.missing')
    expect(t('auth')).toBe('auth')
    expect(t('auth.signIn.deeper')).toBe('auth.signIn.deeper')
  })
})
