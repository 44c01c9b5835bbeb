/**
 * The security tab's writes: the password (the current one checked with PBKDF2 before the new
 * one is hashed) and the authenticator-app two-step setup. Hashing and HMAC await WebCrypto,
 * which would end a transaction, so these routes are `manual` and write in `ctx.write()`.
 */
import { now } from '@mocks/kernel/draws'
import { authUsers, credentials } from '@mocks/auth/auth.table'
import { hashPassword, verifyPassword } from '@mocks/auth/password'
import { badRequest, notFound } from '@mocks/kernel/errors'
import { route } from '@mocks/kernel/route'
import { accountSecurityEndpoints as api } from '@/features/account-settings/account-settings.endpoints'
import {
  INVALID_CODE,
  NO_PENDING_SECRET,
  WRONG_PASSWORD,
} from '@/features/account-settings/account-security.schema'
import { accountSettings, twoStepSecrets } from './account-settings.table'
import { accountOf } from './account-settings.view'
import { newSecret, verifyCode } from './totp'

const password = route(api.password, {
  transaction: 'manual',
  async handle({ body, session, write }) {
    const stored = await credentials().get(session.userId)
    if (!stored) throw notFound('Account')
    if (!(await verifyPassword(body.currentPassword, stored)))
      throw badRequest(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD })
    const secret = await hashPassword(body.newPassword)
    const passwordChangedAt = now().toISOString()
    await write(async () => {
      const { settings } = await accountOf(session.userId)
      await credentials().put({ userId: session.userId, ...secret })
      await accountSettings().put({ ...settings, passwordChangedAt })
    })
    return { passwordChangedAt }
  },
})

const ISSUER = 'Corredor'

/** A new secret waits for its first code; the one in use (if any) stays until then. */
const secret = route(api.twoStepSecret, {
  // The secret is made and kept on this device (kernel/route.ts `device`).
  device: true,
  async handle({ session }) {
    const user = await authUsers().get(session.userId)
    if (!user) throw notFound('Account')
    const pending = newSecret()
    const current = await twoStepSecrets().get(session.userId)
    await twoStepSecrets().put({ userId: session.userId, secret: current?.secret ?? null, pending })
    const label = encodeURIComponent(`${ISSUER}:${user.email}`)
    return {
      secret: pending,
      otpauthUri: `otpauth://totp/${label}?secret=${pending}&issuer=${ISSUER}&digits=6&period=30`,
    }
  },
})

/** The first right code from the waiting secret turns two-step on with it. */
const enable = route(api.enableTwoStep, {
  // The secret is made and kept on this device (kernel/route.ts `device`).
  device: true,
  transaction: 'manual',
  async handle({ body, session, write }) {
    const waiting = (await twoStepSecrets().get(session.userId))?.pending
    if (!waiting) throw badRequest(NO_PENDING_SECRET, { code: NO_PENDING_SECRET })
    if (!(await verifyCode(waiting, body.code)))
      throw badRequest(INVALID_CODE, { code: INVALID_CODE })
    const twoStep = { enabled: true, enabledAt: now().toISOString() }
    await write(async () => {
      // Another setup may have started meanwhile: only the secret the code was checked against.
      const row = await twoStepSecrets().get(session.userId)
      if (row?.pending !== waiting) throw badRequest(NO_PENDING_SECRET, { code: NO_PENDING_SECRET })
      const { settings } = await accountOf(session.userId)
      await twoStepSecrets().put({ userId: session.userId, secret: waiting, pending: null })
      await accountSettings().put({ ...settings, twoStep })
    })
    return { twoStep }
  },
})

const disable = route(api.disableTwoStep, {
  // The secret is made and kept on this device (kernel/route.ts `device`).
  device: true,
  async handle({ session }) {
    const { settings } = await accountOf(session.userId)
    const twoStep = { enabled: false, enabledAt: null }
    await twoStepSecrets().delete(session.userId)
    await accountSettings().put({ ...settings, twoStep })
    return { twoStep }
  },
})

export const accountSecurityRoutes = [password, secret, enable, disable]
