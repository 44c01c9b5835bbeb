import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { CartProduct, Order, SavedAddress } from '@/features/ecommerce/ecommerce.schema'
import { ecommerceOrders } from './ecommerce.table'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken
const api = <T>(t: string | null, method: string, path: string, body?: unknown) =>
  call<T & ErrorBody>(method, `/apps/ecommerce/${path}`, { token: t, body })

const address = {
  fullName: 'Ana Ortega',
  phone: '+34 611 222 333',
  street: 'Calle Mayor 1',
  city: 'Sevilla',
  zip: '41001',
  country: 'Spain',
  kind: 'home',
}
const card = { number: '4242 4242 4242 4242', name: 'Ana Ortega', expiry: '12/39', cvv: '123' }

describe('orders', () => {
  it('places an order: stored with the last 4 only, cart emptied, 201 with the order', async () => {
    const t = await token()
    const placed = await api<{ order: Order }>(t, 'POST', 'orders', {
      address,
      payment: { method: 'card', card },
    })
    expect(placed.status).toBe(201)
    const { order } = placed.body
    expect(order).toMatchObject({
      id: 4,
      number: 'CR-10004',
      status: 'placed',
      payment: { method: 'card', last4: '4242' },
      address,
      subtotal: 189 + 2 * 39,
      shipping: 9.99,
    })
    expect(order.items).toEqual([
      expect.objectContaining({ productId: 5, qty: 1, price: 189 }),
      expect.objectContaining({ productId: 18, qty: 2, price: 39 }),
    ])
    expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.shipping, 2)
    const stored = await ecommerceOrders().get(4)
    expect(JSON.stringify(stored)).not.toContain('4242 4242')
    expect(JSON.stringify(stored)).not.toContain('4242424242424242')
    expect(JSON.stringify(stored)).not.toContain('"cvv"')
    expect(Object.keys(stored!).sort()).toEqual(
      [
        'id',
        'userId',
        'number',
        'placedAt',
        'items',
        'subtotal',
        'discount',
        'shipping',
        'total',
        'address',
        'payment',
        'status',
      ].sort(),
    )
    expect(stored!.userId).toBe(1)
    expect(order).not.toHaveProperty('userId')
    expect((await api<{ products: CartProduct[] }>(t, 'GET', 'cart')).body.products).toEqual([])
    expect((await api<{ order: Order }>(t, 'GET', 'orders/4')).body.order).toEqual(order)
    // An empty cart cannot be ordered.
    const empty = await api(t, 'POST', 'orders', { address, payment: { method: 'cod' } })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields).toHaveProperty('cart')
  })

  it("lists the caller's orders newest first", async () => {
    const t = await token()
    await api(t, 'POST', 'orders', { address, payment: { method: 'cod' } })
    await api(t, 'POST', 'cart', { productId: 1 })
    const second = await api<{ order: Order }>(t, 'POST', 'orders', {
      address,
      payment: { method: 'cod' },
    })
    expect(second.body.order.payment).toEqual({ method: 'cod' })
    expect(second.body.order.shipping).toBe(0)
    const { body } = await api<{ orders: Order[] }>(t, 'GET', 'orders')
    expect(body.orders.map((order) => order.id)).toEqual([5, 4, 3, 2, 1])
  })

  it('refuses bad cards and addresses naming the field', async () => {
    const t = await token()
    for (const [field, change] of [
      ['payment.card.number', { number: '4242 4242 4242 4241' }],
      ['payment.card.number', { number: '12ab' }],
      ['payment.card.expiry', { expiry: '01/20' }],
      ['payment.card.expiry', { expiry: '13/40' }],
      ['payment.card.cvv', { cvv: '12' }],
      ['payment.card.name', { name: ' ' }],
    ] as const) {
      const bad = await api(t, 'POST', 'orders', {
        address,
        payment: { method: 'card', card: { ...card, ...change } },
      })
      expect(bad.status, field).toBe(400)
      expect(bad.body.error.fields, field).toHaveProperty([field])
    }
    const noZip = await api(t, 'POST', 'orders', {
      address: { ...address, zip: '' },
      payment: { method: 'cod' },
    })
    expect(noZip.body.error.fields).toHaveProperty(['address.zip'])
    const method = await api(t, 'POST', 'orders', { address, payment: { method: 'cash' } })
    expect(method.status).toBe(400)
    expect((await api<{ products: CartProduct[] }>(t, 'GET', 'cart')).body.products).toHaveLength(2)
  })

  it('answers 404 for an unknown order and 400 for a non-numeric id', async () => {
    const t = await token()
    expect((await api(t, 'GET', 'orders/70')).status).toBe(404)
    const bad = await api(t, 'GET', 'orders/abc')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty('id')
  })
})

describe('addresses', () => {
  it("lists the caller's saved addresses and adds one (201, the table's next id)", async () => {
    const t = await token()
    const list = await api<{ addresses: SavedAddress[] }>(t, 'GET', 'addresses')
    expect(list.body.addresses.map((a) => a.city)).toEqual(['Madrid', 'Valencia'])
    const added = await api<{ address: SavedAddress }>(t, 'POST', 'addresses', { address })
    expect(added.status).toBe(201)
    expect(added.body.address).toEqual({ id: 3, ...address })
    const bad = await api(t, 'POST', 'addresses', { address: { ...address, phone: 'call me' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty(['address.phone'])
  })
})

describe('access', () => {
  it('needs a bearer (401) and the shop ability: the client gets 403 everywhere', async () => {
    expect((await api(null, 'GET', 'products')).status).toBe(401)
    const { accessToken } = await signIn('client@demo.com', 'client')
    for (const [method, path] of [
      ['GET', 'products'],
      ['GET', 'facets'],
      ['GET', 'products/1'],
      ['GET', 'wishlist'],
      ['POST', 'wishlist'],
      ['DELETE', 'wishlist/1'],
      ['GET', 'cart'],
      ['POST', 'cart'],
      ['DELETE', 'cart/5'],
      ['POST', 'cart/update'],
      ['GET', 'orders'],
      ['POST', 'orders'],
      ['GET', 'orders/1'],
      ['GET', 'addresses'],
      ['POST', 'addresses'],
    ] as const) {
      const result = await api(
        accessToken,
        method,
        path,
        method === 'GET' ? undefined : { productId: 1 },
      )
      expect(result.status, `${method} ${path}`).toBe(403)
      expect(result.body.error.code).toBe('forbidden')
    }
  })
})
