import { beforeEach, describe, expect, it } from 'vitest'
import { dispatch } from '@mocks/dispatch'
import { BASE_URL, call, freshDatabase, signIn } from '@mocks/test/api'
import {
  INVALID_CODE,
  NO_PENDING_SECRET,
  PASSWORDS_DIFFER,
  PASSWORD_MESSAGES,
  SAME_PASSWORD,
  WRONG_PASSWORD,
  type TwoStepSecret,
} from '@/features/account-settings/account-security.schema'
import type { AccountData } from '@/features/account-settings/account-settings.schema'
import { adminToken, del, get, other, otherAccount, post } from './account-settings.test-support'
import { codeAt, stepAt } from './totp'

beforeEach(freshDatabase)

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
})

const security = async (token: string) => (await get<AccountData>(token, '/data')).body.security

describe('POST /account-setting/password', () => {
  it('checks the current password, then signing in takes only the new one', async () => {
    const token = await adminToken()
    const changed = await post<{ passwordChangedAt: string }>(
      token,
      '/password',
      change('admin', 'Renewal-2025'),
    )
    expect(changed.status).toBe(200)
    expect(Date.now() - Date.parse(changed.body.passwordChangedAt)).toBeLessThan(60_000)
    expect((await security(token)).passwordChangedAt).toBe(changed.body.passwordChangedAt)
    const old = await call('POST', '/jwt/login', {
      body: { email: 'admin@demo.com', password: 'admin' },
    })
    expect(old.status).toBe(400)
    expect((await signIn('admin@demo.com', 'Renewal-2025')).userData.id).toBe(1)
  })

  it('refuses a wrong current password, a weak, unchanged or unconfirmed new one, naming the field', async () => {
    const token = await adminToken()
    const cases: Array<[ReturnType<typeof change>, string, string]> = [
      [change('wrong', 'Renewal-2025'), 'currentPassword', WRONG_PASSWORD],
      [change('admin', 'Short1!'), 'newPassword', PASSWORD_MESSAGES.length],
      [change('admin', 'renewal-2025'), 'newPassword', PASSWORD_MESSAGES.cases],
      [change('admin', 'RenewalSeason'), 'newPassword', PASSWORD_MESSAGES.digitOrSymbol],
      [change('admin', 'Renewal-2025', 'Renewal-2026'), 'confirmPassword', PASSWORDS_DIFFER],
    ]
    for (const [body, field, message] of cases) {
      const result = await post(token, '/password', body)
      expect(result.status, message).toBe(400)
      expect(result.body.error.fields, message).toEqual({ [field]: message })
    }
    // The same text twice is refused before the current password is even checked.
    const same = await post(token, '/password', change('Admin-2025', 'Admin-2025'))
    expect(same.body.error.fields).toEqual({ newPassword: SAME_PASSWORD })
    expect((await post(token, '/password', { currentPassword: 1 })).status).toBe(400)
    expect((await signIn()).userData.id).toBe(1)
  })
})

describe('two-step sign-in with an authenticator app', () => {
  it('turns on only with a right code from the new secret, and off again', async () => {
    const token = await adminToken()
    const early = await post(token, '/two-step', { code: '123456' })
    expect(early.body.error.fields).toEqual({ code: NO_PENDING_SECRET })

    const setup = await post<TwoStepSecret>(token, '/two-step/secret')
    expect(setup.status).toBe(200)
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.otpauthUri).toBe(
      `otpauth://totp/Corredor%3Aadmin%40demo.com?secret=${setup.body.secret}&issuer=Corredor&digits=6&period=30`,
    )
    const right = await codeAt(setup.body.secret, stepAt())
    const wrong = right === '000000' ? '111111' : '000000'
    expect((await post(token, '/two-step', { code: wrong })).body.error.fields).toEqual({
      code: INVALID_CODE,
    })
    expect((await post(token, '/two-step', { code: 'abc' })).body.error.fields).toHaveProperty(
      'code',
    )
    expect((await security(token)).twoStep.enabled).toBe(false)

    const on = await post<{ twoStep: { enabled: boolean } }>(token, '/two-step', {
      code: `${right.slice(0, 3)} ${right.slice(3)}`,
    })
    expect(on.status).toBe(200)
    expect((await security(token)).twoStep).toMatchObject({
      enabled: true,
      enabledAt: expect.any(String),
    })

    const off = await del<{ twoStep: unknown }>(token, '/two-step')
    expect(off.body.twoStep).toEqual({ enabled: false, enabledAt: null })
    expect((await security(token)).twoStep.enabled).toBe(false)
  })

  it('keeps each account its own setup', async () => {
    const other = await otherAccount()
    const token = await adminToken()
    const setup = await post<TwoStepSecret>(token, '/two-step/secret')
    const code = await codeAt(setup.body.secret, stepAt())
    expect((await post(other.token, '/two-step', { code })).body.error.fields).toEqual({
      code: NO_PENDING_SECRET,
    })
    expect((await post(token, '/two-step', { code })).status).toBe(200)
    expect((await security(other.token)).twoStep.enabled).toBe(false)
  })
})

describe('recent devices', () => {
  it('starts a new account with no devices, even on the id of one a reset dropped', async () => {
    const first = await otherAccount()
    await signIn(other.email, other.password)
    await call('POST', '/api/local-db/reset', { token: await adminToken() })
    const again = await otherAccount()
    expect(again.id).toBe(first.id)
    expect((await security(again.token)).devices).toHaveLength(1)
  })

  it('records every sign-in with its browser and system, keeps the ten newest, across a reset', async () => {
    for (let i = 0; i < 6; i++) await signIn()
    const reset = await call('POST', '/api/local-db/reset', { token: (await signIn()).accessToken })
    expect(reset.status).toBe(200)
    for (let i = 0; i < 5; i++) await signIn()
    const agent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
    const response = await dispatch(
      new Request(`${BASE_URL}/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': agent },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      }),
      BASE_URL,
    )
    const { accessToken } = (await response.json()) as { accessToken: string }
    const devices = (await security(accessToken)).devices
    expect(devices).toHaveLength(10)
    expect(devices[0]).toMatchObject({ browser: 'Safari', device: 'iPhone' })
    // The first three sign-ins are the oldest: gone.
    expect(devices.map((device) => device.id)).not.toContain(3)
    expect(devices.at(-1)?.id).toBe(4)
  })
})
