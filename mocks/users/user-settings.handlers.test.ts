import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { UserSettings } from '@/features/users/user-settings.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken
const settings = async (auth: string, id: number) =>
  call<UserSettings>('GET', '/api/users/settings', { token: auth, query: { id: String(id) } })

describe('user settings', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    const auth = await token()
    const before = await settings(auth, 2)
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({
      userId: 2,
      twoStep: { enabled: false },
      passwordChangedAt: null,
    })
    expect(before.body.billingAddress.billingEmail).toBe('lucia.fernandez@corredor.app')
    const notifications = before.body.notifications.map((row) => ({ ...row, email: false }))
    const saved = await call<UserSettings>('POST', '/apps/users/update-settings', {
      token: auth,
      body: {
        id: 2,
        settings: { twoStep: { enabled: true, phone: '+34 600 000 000' }, notifications },
      },
    })
    expect(saved.status).toBe(200)
    const after = await settings(auth, 2)
    expect(after.body.twoStep).toEqual({ enabled: true, phone: '+34 600 000 000' })
    expect(after.body.notifications.every((row) => !row.email)).toBe(true)
    expect(after.body.billingAddress).toEqual(before.body.billingAddress)
  })

  it('answers 400 for bad settings and 404 for an unknown user', async () => {
    const auth = await token()
    const cases: [unknown, string][] = [
      [{ id: 2, settings: { twoStep: { enabled: true, phone: '' } } }, 'settings.twoStep.phone'],
      [
        { id: 2, settings: { billingAddress: { companyName: 'x' } } },
        'settings.billingAddress.billingEmail',
      ],
      [{ id: 2, settings: { colour: 'red' } }, 'settings'],
      [{ settings: {} }, 'id'],
    ]
    for (const [body, field] of cases) {
      const result = await call<ErrorBody>('POST', '/apps/users/update-settings', {
        token: auth,
        body,
      })
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(result.body.error.fields, JSON.stringify(body)).toHaveProperty([field])
    }
    expect((await settings(auth, 99)).status).toBe(404)
    const missing = await call('POST', '/apps/users/update-settings', {
      token: auth,
      body: { id: 99, settings: {} },
    })
    expect(missing.status).toBe(404)
  })

  it('dates a valid password change and refuses a weak or mismatched one', async () => {
    const auth = await token()
    const path = '/apps/users/change-password'
    const ok = await call<UserSettings>('POST', path, {
      token: auth,
      body: { id: 3, password: 'Str0ng-pass', confirmPassword: 'Str0ng-pass' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.passwordChangedAt).not.toBeNull()
    for (const [body, field] of [
      [{ id: 3, password: 'short', confirmPassword: 'short' }, 'password'],
      [{ id: 3, password: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'password'],
      [{ id: 3, password: 'Str0ng-pass', confirmPassword: 'other' }, 'confirmPassword'],
    ] as const) {
      const result = await call<ErrorBody>('POST', path, { token: auth, body })
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(result.body.error.fields).toHaveProperty([field])
    }
    const missing = await call('POST', path, {
      token: auth,
      body: { id: 99, password: 'Str0ng-pass', confirmPassword: 'Str0ng-pass' },
    })
    expect(missing.status).toBe(404)
  })

  it('deleting a user deletes their settings', async () => {
    const auth = await token()
    await call('POST', '/apps/users/update-settings', {
      token: auth,
      body: { id: 4, settings: { twoStep: { enabled: true, phone: '+34 600 000 000' } } },
    })
    await call('DELETE', '/apps/users/delete', { token: auth, body: { id: 4 } })
    expect((await settings(auth, 4)).status).toBe(404)
  })
})
