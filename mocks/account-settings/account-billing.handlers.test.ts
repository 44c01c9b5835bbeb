import { beforeEach, describe, expect, it } from 'vitest'
import { freshDatabase, signIn } from '@mocks/test/api'
import type { AccountData } from '@/features/account-settings/account-settings.schema'
import type { PaymentMethod } from '@/features/account-settings/account-billing.schema'
import { adminToken, del, get, otherAccount, post } from './account-settings.test-support'

beforeEach(freshDatabase)

type Cards = { paymentMethods: PaymentMethod[] }
const card = (overrides: Record<string, string> = {}) => ({
  number: '5555 5555 5555 4444',
  name: 'John Doe',
  expiry: '12/39',
  cvv: '123',
  ...overrides,
})
const summary = (cards: PaymentMethod[]) =>
  cards.map((c) => `${c.brand} ${c.last4}${c.isDefault ? ' *' : ''}`)

describe('payment methods', () => {
  it('adds a card keeping only its brand and last four, the default first', async () => {
    const token = await adminToken()
    const added = await post<Cards>(token, '/payment-methods', {
      card: card({ number: '3782-822463-10005' }),
      isDefault: true,
    })
    expect(added.status).toBe(201)
    expect(summary(added.body.paymentMethods)).toEqual([
      'amex 0005 *',
      'visa 4242',
      'mastercard 4444',
    ])
    expect(Object.keys(added.body.paymentMethods[0]!).sort()).toEqual([
      'addedAt',
      'brand',
      'id',
      'isDefault',
      'last4',
    ])
    const stored = await get<AccountData>(token, '/data')
    expect(JSON.stringify(stored.body)).not.toContain('378282246310005')
    expect(summary(stored.body.billing.paymentMethods)).toEqual([
      'amex 0005 *',
      'visa 4242',
      'mastercard 4444',
    ])
  })

  it("a first card is the default; another user's cards are not the caller's", async () => {
    const other = await otherAccount()
    const added = await post<Cards>(other.token, '/payment-methods', { card: card() })
    expect(summary(added.body.paymentMethods)).toEqual(['mastercard 4444 *'])
    const admin = await adminToken()
    // Card 1 is the admin's: to the other account it does not exist.
    expect((await post(other.token, '/payment-methods/default', { id: 1 })).status).toBe(404)
    expect((await del(other.token, '/payment-methods', { id: 1 })).status).toBe(404)
    const admins = await get<AccountData>(admin, '/data')
    expect(summary(admins.body.billing.paymentMethods)).toEqual(['visa 4242 *', 'mastercard 4444'])
  })

  it('makes a card the default, and removing the default makes the next one so', async () => {
    const token = await adminToken()
    const chosen = await post<Cards>(token, '/payment-methods/default', { id: 2 })
    expect(summary(chosen.body.paymentMethods)).toEqual(['mastercard 4444 *', 'visa 4242'])
    const removed = await removeCard(token, 2)
    expect(summary(removed.paymentMethods)).toEqual(['visa 4242 *'])
  })

  it('refuses a bad card, naming the field', async () => {
    const token = await adminToken()
    const cases: Array<[Record<string, string>, string]> = [
      [{ number: '4242 4242 4242 4241' }, 'card.number'],
      [{ number: '1234' }, 'card.number'],
      [{ expiry: '01/20' }, 'card.expiry'],
      [{ expiry: '13/40' }, 'card.expiry'],
      [{ cvv: '12' }, 'card.cvv'],
      [{ name: '' }, 'card.name'],
    ]
    for (const [overrides, field] of cases) {
      const result = await post(token, '/payment-methods', { card: card(overrides) })
      expect(result.status, field).toBe(400)
      expect(Object.keys(result.body.error.fields ?? {}), field).toEqual([field])
    }
    expect((await post(token, '/payment-methods', { card: 'x' })).body.error.fields).toHaveProperty(
      'card',
    )
    const client = (await signIn('client@demo.com', 'client')).accessToken
    expect((await post(client, '/payment-methods', { card: card() })).status).toBe(403)
    expect((await post(null, '/payment-methods', { card: card() })).status).toBe(401)
  })
})

async function removeCard(token: string, id: number): Promise<Cards> {
  const result = await del<Cards>(token, '/payment-methods', { id })
  expect(result.status).toBe(200)
  return result.body
}
