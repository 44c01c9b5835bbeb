import { beforeEach, describe, expect, it } from 'vitest'
import { freshDatabase, signIn } from '@mocks/test/api'
import {
  ALREADY_REFERRED,
  CARD_NEEDED,
  OWN_EMAIL,
  SELF_REFERRAL,
  type CreatedApp,
  type Member,
  type Referral,
} from '@/features/account-settings/modal-examples.schema'
import { adminToken, del, get, otherAccount, post } from './account-settings.test-support'
import { nameFromEmail } from './modal-examples.handlers'

beforeEach(freshDatabase)

describe('sharing the project', () => {
  it('invites by email with a permission, changes it, removes someone; per user', async () => {
    const token = await adminToken()
    const invited = await post<{ members: Member[] }>(token, '/project/members', {
      email: ' Jane.Doe@Example.com',
      permission: 'viewer',
    })
    expect(invited.status).toBe(201)
    expect(invited.body.members.at(-1)).toMatchObject({
      id: 4,
      email: 'jane.doe@example.com',
      name: 'Jane Doe',
      permission: 'viewer',
    })
    // Someone with an account here is named as the account is.
    const client = await post<{ members: Member[] }>(token, '/project/members', {
      email: 'client@demo.com',
      permission: 'editor',
    })
    expect(client.body.members.at(-1)?.name).toBe('Jane Doe')
    const changed = await post<{ members: Member[] }>(token, '/project/members', {
      email: 'jane.doe@example.com',
      permission: 'owner',
    })
    expect(changed.status).toBe(200)
    expect(changed.body.members).toHaveLength(5)
    expect(changed.body.members.find((m) => m.id === 4)?.permission).toBe('owner')
    expect(
      (await del<{ members: Member[] }>(token, '/project/members', { id: 1 })).body.members,
    ).toHaveLength(4)

    const other = await otherAccount()
    expect(
      (await get<{ members: Member[] }>(other.token, '/project/members')).body.members,
    ).toEqual([])
    expect((await del(other.token, '/project/members', { id: 2 })).status).toBe(404)
  })

  it('refuses a bad email or permission, and the owner inviting themselves', async () => {
    const token = await adminToken()
    expect(
      (await post(token, '/project/members', { email: 'nope', permission: 'viewer' })).body.error
        .fields,
    ).toHaveProperty('email')
    expect(
      (await post(token, '/project/members', { email: 'a@b.co', permission: 'god' })).body.error
        .fields,
    ).toHaveProperty('permission')
    expect(
      (await post(token, '/project/members', { email: 'admin@demo.com', permission: 'viewer' }))
        .body.error.fields,
    ).toEqual({ email: OWN_EMAIL })
  })

  it('names someone without an account from their address', () => {
    expect(nameFromEmail('mariana.ortega@x.com')).toBe('Mariana Ortega')
    expect(nameFromEmail('j_doe-2@x.com')).toBe('J Doe 2')
  })
})

describe('creating an app', () => {
  const app = {
    name: 'Quotes Portal',
    category: 'ecommerce',
    framework: 'vue',
    database: 'mysql',
    plan: 'standard',
    paymentMethodId: 2,
  }

  it('keeps the app with the card it is billed to', async () => {
    const token = await adminToken()
    const created = await post<{ apps: CreatedApp[] }>(token, '/apps', app)
    expect(created.status).toBe(201)
    expect(created.body.apps.map((a) => a.name)).toEqual(['Claims Desk', 'Quotes Portal'])
    expect(created.body.apps[1]).toMatchObject({
      id: 2,
      billedTo: 'mastercard •••• 4444',
      plan: 'standard',
    })
    const free = await post<{ apps: CreatedApp[] }>(token, '/apps', {
      ...app,
      name: 'Free one',
      plan: 'basic',
      paymentMethodId: null,
    })
    expect(free.body.apps[2]?.billedTo).toBeNull()
  })

  it("needs one of the caller's cards on a paid plan, and names bad steps' fields", async () => {
    const token = await adminToken()
    const other = await otherAccount()
    expect((await post(other.token, '/apps', app)).body.error.fields).toEqual({
      paymentMethodId: CARD_NEEDED,
    })
    expect(
      (await post(token, '/apps', { ...app, paymentMethodId: null })).body.error.fields,
    ).toEqual({ paymentMethodId: CARD_NEEDED })
    const bad = await post(token, '/apps', { ...app, name: 'x', framework: 'cobol' })
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['framework', 'name'])
    expect((await get<{ apps: CreatedApp[] }>(other.token, '/apps')).body.apps).toEqual([])
  })
})

describe('referrals', () => {
  it('invites friends once each, listed after the earlier ones', async () => {
    const token = await adminToken()
    const sent = await post<{ code: string; referrals: Referral[] }>(token, '/referrals', {
      emails: ['mateo@example.com', 'Camila@example.com', 'mateo@example.com'],
    })
    expect(sent.status).toBe(201)
    expect(sent.body.code).toBe('johndoe')
    expect(sent.body.referrals.map((r) => `${r.email} ${r.status}`)).toEqual([
      'pablo.navarro@example.com joined',
      'lucia.fernandez@example.com invited',
      'mateo@example.com invited',
      'camila@example.com invited',
    ])
    const again = await post(token, '/referrals', {
      emails: ['new@example.com', 'lucia.fernandez@example.com', 'admin@demo.com'],
    })
    expect(again.body.error.fields).toEqual({
      'emails.1': ALREADY_REFERRED,
      'emails.2': SELF_REFERRAL,
    })
    expect((await post(token, '/referrals', { emails: [] })).body.error.fields).toHaveProperty(
      'emails',
    )
    expect((await post(token, '/referrals', { emails: ['bad'] })).body.error.fields).toHaveProperty(
      'emails.0',
    )
  })

  it('is per user; the client may not', async () => {
    const other = await otherAccount()
    expect((await get<{ referrals: Referral[] }>(other.token, '/referrals')).body).toEqual({
      code: 'ana.lopez',
      referrals: [],
    })
    const client = (await signIn('client@demo.com', 'client')).accessToken
    expect((await get(client, '/referrals')).status).toBe(403)
    expect((await get(client, '/apps')).status).toBe(403)
    expect((await get(null, '/project/members')).status).toBe(401)
  })
})
