/**
 * The shop's wishlist, cart, addresses and orders are each user's own: the admin (seeded cart of
 * two, three orders) and a second customer never see or change each other's. The seed holds only
 * the contract's two demo accounts and the client has no shop, so each test registers the second
 * customer itself, grants it the shop and, through the API, gives it a wishlisted product, an
 * address and two orders (4 and 5) and leaves its cart empty (see mocks/test/shop-account.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { addShopAccount, shopAccount, signInShopAccount } from '@mocks/test/shop-account'
import {
  cartProductSchema,
  listedProductSchema,
  orderSchema,
  productListSchema,
  savedAddressSchema,
  type CartProduct,
  type ListedProduct,
  type Order,
  type ProductList,
  type SavedAddress,
} from '@/features/ecommerce/ecommerce.schema'
import type { SessionPayload } from '@/features/auth/auth.schema'
import { ecommerceCart, ecommerceOrders } from './ecommerce.table'

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const admin = async () => (await signIn()).accessToken
const customer = async () => (await signInShopAccount()).accessToken
const api = <T>(t: string, method: string, path: string, body?: unknown) =>
  call<T & ErrorBody>(method, `/apps/ecommerce/${path}`, { token: t, body })

const cartOf = async (t: string) =>
  (await api<{ products: CartProduct[] }>(t, 'GET', 'cart')).body.products.map((p) => [p.id, p.qty])
const wishlistOf = async (t: string) =>
  (await api<{ products: ListedProduct[] }>(t, 'GET', 'wishlist')).body.products.map((p) => p.id)
const ordersOf = async (t: string) =>
  (await api<{ orders: Order[] }>(t, 'GET', 'orders')).body.orders.map((o) => o.id)
const citiesOf = async (t: string) =>
  (await api<{ addresses: SavedAddress[] }>(t, 'GET', 'addresses')).body.addresses.map(
    (a) => a.city,
  )

const address = {
  fullName: 'Sam Rivera',
  phone: '+351 912 345 678',
  street: 'Rua do Ouro 5',
  city: 'Porto',
  zip: '4000-001',
  country: 'Portugal',
  kind: 'office',
}

const lisboa = {
  fullName: 'Sam Rivera',
  phone: '+351 912 345 678',
  street: 'Rua Augusta 120, 2º',
  city: 'Lisboa',
  zip: '1100-053',
  country: 'Portugal',
  kind: 'home',
}

/** The second customer's user id (the next after the seeded two). */
let customerId: number

beforeEach(async () => {
  await freshDatabase()
  customerId = await addShopAccount()
  const s = await customer()
  // Product 13 is in the admin's wishlist too: for this customer it is new (201).
  expect((await api(s, 'POST', 'wishlist', { productId: 13 })).status).toBe(201)
  expect((await api(s, 'POST', 'addresses', { address: lisboa })).status).toBe(201)
  for (const productId of [13, 3]) {
    expect((await api(s, 'POST', 'cart', { productId })).status).toBe(201)
    const placed = await api(s, 'POST', 'orders', { address: lisboa, payment: { method: 'cod' } })
    expect(placed.status).toBe(201)
  }
})

describe('each user reads their own', () => {
  it('products carry the caller’s flags, userCart and userWishlist', async () => {
    const [a, s] = [await admin(), await customer()]
    const mine = await api<ProductList>(a, 'GET', 'products', undefined)
    const theirs = await api<ProductList>(s, 'GET', 'products', undefined)
    expect(mine.body.userCart.map((item) => item.productId)).toEqual([5, 18])
    expect(theirs.body.userCart).toEqual([])
    expect(theirs.body.userWishlist).toEqual([{ id: 4, productId: 13 }])
    const detailA = await api<{ product: ListedProduct }>(a, 'GET', 'products/5')
    const detailS = await api<{ product: ListedProduct }>(s, 'GET', 'products/5')
    expect(detailA.body.product).toMatchObject({ isInCart: true, isInWishlist: false })
    expect(detailS.body.product).toMatchObject({ isInCart: false, isInWishlist: false })
    const d13 = await api<{ product: ListedProduct }>(s, 'GET', 'products/13')
    expect(d13.body.product.isInWishlist).toBe(true)
  })

  it('the cart, wishlist, addresses and orders endpoints answer for the caller only', async () => {
    const [a, s] = [await admin(), await customer()]
    expect(await cartOf(a)).toEqual([
      [5, 1],
      [18, 2],
    ])
    expect(await cartOf(s)).toEqual([])
    expect(await wishlistOf(a)).toEqual([2, 13, 22])
    expect(await wishlistOf(s)).toEqual([13])
    expect(await citiesOf(a)).toEqual(['Madrid', 'Valencia'])
    expect(await citiesOf(s)).toEqual(['Lisboa'])
    expect(await ordersOf(a)).toEqual([3, 2, 1])
    expect(await ordersOf(s)).toEqual([5, 4])
  })

  it("another user's order is a 404, as if it did not exist", async () => {
    const [a, s] = [await admin(), await customer()]
    expect((await api(s, 'GET', 'orders/4')).status).toBe(200)
    for (const [t, id] of [
      [s, 1],
      [s, 3],
      [a, 4],
      [a, 5],
    ] as const) {
      const result = await api(t, 'GET', `orders/${id}`)
      expect(result.status, `order ${id}`).toBe(404)
      expect(result.body.error.code).toBe('not_found')
      expect(result.body.error.message).toBe('Order not found')
    }
    expect((await api(s, 'GET', 'orders/99')).body.error.message).toBe('Order not found')
  })
})

describe("one user's writes leave the other's alone", () => {
  it('cart: adding, updating and removing touch only the caller’s rows', async () => {
    const [a, s] = [await admin(), await customer()]
    // The admin has product 5 already: for the customer it is new (201, qty 1).
    const added = await api<{ id: number; productId: number; qty: number }>(s, 'POST', 'cart', {
      productId: 5,
    })
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ id: 3, productId: 5, qty: 1 })
    expect((await api(s, 'POST', 'cart/update', { productId: 5, qty: 7 })).status).toBe(200)
    // A product only in the admin's cart is not in the customer's: 404, and nothing changes.
    expect((await api(s, 'POST', 'cart/update', { productId: 18, qty: 9 })).status).toBe(404)
    expect((await api(s, 'DELETE', 'cart/18')).status).toBe(200)
    expect(await cartOf(s)).toEqual([[5, 7]])
    expect(await cartOf(a)).toEqual([
      [5, 1],
      [18, 2],
    ])
    // And the other way: the admin's changes leave the customer's cart be.
    expect((await api(a, 'DELETE', 'cart/5')).status).toBe(200)
    expect(await cartOf(s)).toEqual([[5, 7]])
    expect(await cartOf(a)).toEqual([[18, 2]])
    expect(await ecommerceCart().count()).toBe(2)
  })

  it('wishlist: each user adds and removes their own', async () => {
    const [a, s] = [await admin(), await customer()]
    expect((await api(s, 'POST', 'wishlist', { productId: 2 })).status).toBe(201)
    expect((await api(s, 'POST', 'wishlist', { productId: 2 })).status).toBe(200)
    expect((await api(a, 'DELETE', 'wishlist/13')).status).toBe(200)
    expect(await wishlistOf(a)).toEqual([2, 22])
    expect(await wishlistOf(s)).toEqual([13, 2])
    expect((await api(s, 'DELETE', 'wishlist/2')).status).toBe(200)
    expect(await wishlistOf(a)).toEqual([2, 22])
  })

  it("an order empties only the caller's cart and lists only for the caller", async () => {
    const [a, s] = [await admin(), await customer()]
    await api(s, 'POST', 'cart', { productId: 7 })
    const placed = await api<{ order: Order }>(s, 'POST', 'orders', {
      address,
      payment: { method: 'cod' },
    })
    expect(placed.status).toBe(201)
    expect(placed.body.order.id).toBe(6)
    expect(placed.body.order.items.map((item) => item.productId)).toEqual([7])
    expect((await ecommerceOrders().get(6))?.userId).toBe(customerId)
    expect(await cartOf(s)).toEqual([])
    expect(await cartOf(a)).toEqual([
      [5, 1],
      [18, 2],
    ])
    expect(await ordersOf(s)).toEqual([6, 5, 4])
    expect(await ordersOf(a)).toEqual([3, 2, 1])
    expect((await api(a, 'GET', 'orders/6')).status).toBe(404)
    // With an empty cart of their own the customer cannot order, however full the admin's is.
    const empty = await api(s, 'POST', 'orders', { address, payment: { method: 'cod' } })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields).toHaveProperty('cart')
  })

  it('addresses: a new one is the caller’s alone', async () => {
    const [a, s] = [await admin(), await customer()]
    const added = await api<{ address: SavedAddress }>(s, 'POST', 'addresses', { address })
    expect(added.status).toBe(201)
    expect(added.body.address).toEqual({ id: 4, ...address })
    expect(await citiesOf(s)).toEqual(['Lisboa', 'Porto'])
    expect(await citiesOf(a)).toEqual(['Madrid', 'Valencia'])
  })
})

describe('the sign-in cart count', () => {
  it("is the caller's own", async () => {
    const count = async (email: string, password: string) =>
      (await call<SessionPayload>('POST', '/jwt/login', { body: { email, password } })).body
        .userData.extras.eCommerceCartItemsCount
    expect(await count('admin@demo.com', 'admin')).toBe(2)
    expect(await count(shopAccount.email, shopAccount.password)).toBe(0)
    expect(await count('client@demo.com', 'client')).toBe(0)
    const s = await customer()
    for (const productId of [1, 2, 3]) await api(s, 'POST', 'cart', { productId })
    expect(await count(shopAccount.email, shopAccount.password)).toBe(3)
    expect(await count('admin@demo.com', 'admin')).toBe(2)
  })
})

describe('the contract', () => {
  it('answers keep their shapes, strictly: no owner in any answer', async () => {
    const s = await customer()
    await api(s, 'POST', 'cart', { productId: 5 })
    const products = (item: z.ZodObject) => z.strictObject({ products: z.array(item.strict()) })
    const row = z.strictObject({ id: z.number(), productId: z.number() })
    const checks: [string, string, unknown, z.ZodType][] = [
      ['GET', 'products', undefined, productListSchema.strict()],
      ['GET', 'cart', undefined, products(cartProductSchema)],
      ['GET', 'wishlist', undefined, products(listedProductSchema)],
      ['GET', 'orders', undefined, z.strictObject({ orders: z.array(orderSchema.strict()) })],
      ['GET', 'orders/4', undefined, z.strictObject({ order: orderSchema.strict() })],
      [
        'GET',
        'addresses',
        undefined,
        z.strictObject({ addresses: z.array(savedAddressSchema.strict()) }),
      ],
      ['POST', 'cart', { productId: 9 }, row.extend({ qty: z.number() })],
      ['POST', 'wishlist', { productId: 9 }, row],
      ['POST', 'cart/update', { productId: 9, qty: 2 }, row.extend({ qty: z.literal(2) })],
      ['POST', 'addresses', { address }, z.strictObject({ address: savedAddressSchema.strict() })],
      [
        'POST',
        'orders',
        { address, payment: { method: 'cod' } },
        z.strictObject({ order: orderSchema.strict() }),
      ],
    ]
    for (const [method, path, body, schema] of checks) {
      const answer = await api(s, method, path, body)
      expect(answer.status, `${method} ${path}`).toBeLessThan(300)
      expect(JSON.stringify(answer.body), `${method} ${path}`).not.toContain('userId')
      expect(schema.safeParse(answer.body).success, `${method} ${path}`).toBe(true)
    }
  })

  it('the dashboards still count every user’s orders', async () => {
    const a = await admin()
    const card = async () =>
      (
        await call<{ total: number }>('GET', '/card/card-analytics/product-orders', {
          token: a,
        })
      ).body.total
    // The admin's three seeded orders and the customer's two.
    expect(await card()).toBe(5)
    const s = await customer()
    await api(s, 'POST', 'cart', { productId: 7 })
    await api(s, 'POST', 'orders', { address, payment: { method: 'cod' } })
    expect(await card()).toBe(6)
  })
})
