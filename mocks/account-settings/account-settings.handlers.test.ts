import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { renewalDays } from './account-settings.seed'
import {
  EMAIL_TAKEN,
  USERNAME_TAKEN,
  accountDataSchema,
  type AccountData,
  type UpdateAnswer,
} from '@/features/account-settings/account-settings.schema'
import {
  AVATAR_NOT_IMAGE,
  AVATAR_TOO_LARGE,
} from '@/features/account-settings/account-avatar.schema'
import {
  adminToken,
  get,
  otherAccount,
  post,
  type ErrorBody,
} from './account-settings.test-support'

beforeEach(freshDatabase)

/** A real 1 × 1 PNG. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

const data = async (token: string) => {
  const result = await get<AccountData>(token, '/data')
  expect(result.status).toBe(200)
  return accountDataSchema.parse(result.body)
}

const general = (overrides: Record<string, unknown> = {}) => ({
  avatar: '/images/avatars/1.svg',
  username: 'johndoe',
  fullName: 'John Doe',
  email: 'admin@demo.com',
  company: 'Corredor Seguros',
  ...overrides,
})

describe('GET /account-setting/data', () => {
  it("answers the caller's settings in the contract's shapes", async () => {
    const body = await data(await adminToken())
    expect(body.general).toEqual(general())
    expect(body.info).toMatchObject({ country: 'Spain', dob: '1984-04-12' })
    expect(body.social.connections.facebook).toBeNull()
    expect(body.social.connections.github).toEqual({
      profileImg: '/images/avatars/1.svg',
      id: 'johndoe',
    })
    expect(body.notification).toMatchObject({ commentOnArticle: true, followMe: false })
    expect(
      body.billing.paymentMethods.map((card) => [card.brand, card.last4, card.isDefault]),
    ).toEqual([
      ['visa', '4242', true],
      ['mastercard', '4444', false],
    ])
    expect(body.billing.history).toHaveLength(6)
    // The plan's last six renewals (on the 15th) up to the seed, newest first.
    const [newest] = renewalDays(new Date(), 1)
    expect(body.billing.history[0]).toMatchObject({ date: newest, amount: 4900, status: 'paid' })
    expect(body.billing.history[0]!.number).toMatch(/^INV-\d{4}-0006$/)
    expect(body.billing.history.map((charge) => charge.status)).toEqual([
      'paid',
      'paid',
      'paid',
      'refunded',
      'paid',
      'paid',
    ])
    // The one sign-in this test made: the browser and system its request named (none here).
    expect(body.security.devices).toEqual([
      {
        id: 1,
        browser: 'Unknown',
        device: 'Unknown',
        where: expect.any(String),
        at: expect.any(String),
      },
    ])
    expect(body.status).toEqual({ deactivatedAt: null, reactivatedAt: null })
  })

  it('answers blank settings for an account that has none, without writing', async () => {
    const other = await otherAccount()
    const body = await data(other.token)
    expect(body.general).toMatchObject({ username: 'ana.lopez', company: '', avatar: '' })
    expect(body.billing).toMatchObject({ paymentMethods: [], history: [] })
    expect(body.billing.address.billingEmail).toBe('ana.lopez@demo.com')
    // Its sign-in after registering.
    expect(body.security.devices).toHaveLength(1)
  })

  it('needs a token (401) and the settings ability (the client: 403)', async () => {
    expect((await get(null, '/data')).status).toBe(401)
    const client = (await signIn('client@demo.com', 'client')).accessToken
    expect((await get(client, '/data')).status).toBe(403)
    expect((await post(client, '/update', { section: 'info', data: {} })).status).toBe(403)
  })
})

describe('POST /account-setting/update', () => {
  it('saves the general section into the account: sign-in takes the new email', async () => {
    const token = await adminToken()
    const saved = await post<UpdateAnswer>(token, '/update', {
      section: 'general',
      data: general({
        fullName: ' Johnny Doe ',
        email: 'John@Corredor.Example.com',
        avatar: PIXEL,
      }),
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({
      section: 'general',
      data: general({ fullName: 'Johnny Doe', email: 'john@corredor.example.com', avatar: PIXEL }),
    })
    expect((await data(token)).general.fullName).toBe('Johnny Doe')
    const again = await signIn('john@corredor.example.com', 'admin')
    expect(again.userData).toMatchObject({ fullName: 'Johnny Doe', avatar: PIXEL })
  })

  it('refuses a taken email or username, naming the field, and changes nothing', async () => {
    const token = await adminToken()
    const email = await post(token, '/update', {
      section: 'general',
      data: general({ email: 'CLIENT@demo.com' }),
    })
    expect(email.status).toBe(400)
    expect(email.body.error.fields).toEqual({ 'data.email': EMAIL_TAKEN })
    const username = await post(token, '/update', {
      section: 'general',
      data: general({ username: 'JaneDoe', fullName: 'Changed' }),
    })
    expect(username.body.error.fields).toEqual({ 'data.username': USERNAME_TAKEN })
    expect((await data(token)).general.fullName).toBe('John Doe')
  })

  it('refuses an avatar that is not an image, or past 2 MB', async () => {
    const token = await adminToken()
    const notImage = `data:image/png;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
    const big = `data:image/png;base64,${PIXEL.split(',')[1]!.slice(0, 12)}${'A'.repeat(2_900_000)}`
    for (const [avatar, message] of [
      [notImage, AVATAR_NOT_IMAGE],
      ['https://example.com/me.png', AVATAR_NOT_IMAGE],
      [big, AVATAR_TOO_LARGE],
    ] as const) {
      const result = await post(token, '/update', { section: 'general', data: general({ avatar }) })
      expect(result.status).toBe(400)
      expect(result.body.error.fields).toEqual({ 'data.avatar': message })
    }
  })

  it('saves info, social links, notification flags and the billing address for the caller only', async () => {
    const token = await adminToken()
    const other = await otherAccount()
    const info = {
      bio: 'Hi',
      dob: '1990-02-03',
      country: 'Chile',
      website: 'https://ana.example',
      phone: '+56 9 1234 5678',
    }
    expect((await post(other.token, '/update', { section: 'info', data: info })).body).toEqual({
      section: 'info',
      data: info,
    })
    const flags = {
      commentOnArticle: false,
      answerOnForm: false,
      followMe: true,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: true,
    }
    await post(other.token, '/update', { section: 'notification', data: flags })
    const links = {
      twitter: 'https://x.com/ana',
      facebook: '',
      google: '',
      linkedIn: 'https://linkedin.com/in/ana',
      instagram: '',
      quora: '',
    }
    await post(other.token, '/update', { section: 'socialLinks', data: links })
    const address = {
      companyName: 'Ana López',
      billingEmail: 'ANA@example.com',
      taxId: '',
      vatNumber: '',
      phone: '',
      country: 'Chile',
      address: 'Av. Providencia 1',
      state: '',
      zip: '7500000',
    }
    const billed = await post<UpdateAnswer>(other.token, '/update', {
      section: 'billingAddress',
      data: address,
    })
    expect(billed.body).toEqual({
      section: 'billingAddress',
      data: { ...address, billingEmail: 'ana@example.com' },
    })
    const mine = await data(other.token)
    expect(mine.billing.address.zip).toBe('7500000')
    expect(mine.info).toEqual(info)
    expect(mine.notification).toEqual(flags)
    expect(mine.social.socialLinks).toEqual(links)
    const admins = await data(token)
    expect(admins.info.country).toBe('Spain')
    expect(admins.notification.blogDigest).toBe(false)
  })

  it("connects and disconnects a service with the caller's picture", async () => {
    const token = await adminToken()
    const connected = await post<UpdateAnswer>(token, '/update', {
      section: 'connections',
      data: { service: 'facebook', id: 'john.doe' },
    })
    expect(connected.body).toMatchObject({
      section: 'connections',
      data: { facebook: { id: 'john.doe', profileImg: '/images/avatars/1.svg' } },
    })
    await post(token, '/update', { section: 'connections', data: { service: 'github', id: null } })
    const { connections } = (await data(token)).social
    expect(connections.github).toBeNull()
    expect(connections.facebook?.id).toBe('john.doe')
  })

  it('names the field of bad input: section, types, links of the wrong network', async () => {
    const token = await adminToken()
    const cases: Array<[unknown, string]> = [
      [{ section: 'nope', data: {} }, 'section'],
      [
        { section: 'info', data: { bio: 3, dob: '', country: '', website: '', phone: '' } },
        'data.bio',
      ],
      [
        {
          section: 'info',
          data: { bio: '', dob: '2999-01-01', country: '', website: '', phone: '' },
        },
        'data.dob',
      ],
      [
        {
          section: 'info',
          data: { bio: '', dob: '', country: '', website: 'ftp://x.org', phone: '' },
        },
        'data.website',
      ],
      [
        {
          section: 'socialLinks',
          data: {
            twitter: 'https://facebook.com/me',
            facebook: '',
            google: '',
            linkedIn: '',
            instagram: '',
            quora: '',
          },
        },
        'data.twitter',
      ],
      [{ section: 'notification', data: { commentOnArticle: 'yes' } }, 'data.commentOnArticle'],
      [{ section: 'general', data: general({ email: 'not-an-email' }) }, 'data.email'],
      [{ section: 'connections', data: { service: 'myspace', id: 'x' } }, 'data.service'],
      [{ section: 'connections', data: { service: 'github', id: 'no spaces' } }, 'data.id'],
    ]
    for (const [body, field] of cases) {
      const result = await call<ErrorBody>('POST', '/account-setting/update', { token, body })
      expect(result.status, field).toBe(400)
      expect(Object.keys(result.body.error.fields ?? {}), field).toContain(field)
    }
  })
})

describe('POST /account-setting/deactivate', () => {
  it('marks the account, ends its sessions; signing in again reactivates it', async () => {
    const session = await signIn()
    expect((await post(session.accessToken, '/deactivate', {})).status).toBe(400)
    const done = await post<{ status: AccountData['status'] }>(session.accessToken, '/deactivate', {
      confirm: true,
    })
    expect(done.status).toBe(200)
    expect(done.body.status.deactivatedAt).toEqual(expect.any(String))
    const refresh = await call('POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refreshToken },
    })
    expect(refresh.status).toBe(401)
    const back = await signIn()
    const status = (await data(back.accessToken)).status
    expect(status.deactivatedAt).toBeNull()
    expect(status.reactivatedAt).toEqual(expect.any(String))
  })
})
