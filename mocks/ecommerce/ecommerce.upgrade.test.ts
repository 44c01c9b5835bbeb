/**
 * An install at schema version 6 (one shared basket, no owners) opens at version 7: its
 * wishlist, cart, addresses and orders become the admin's, and the owner indexes answer for them.
 */
import { Dexie } from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { authServer } from '@mocks/auth/auth.server'
import { demoCredentials, demoUsers } from '@mocks/auth/auth.seed'
import { calendarServer } from '@mocks/calendar/calendar.server'
import { chatServer } from '@mocks/chat/chat.server'
import { DB_NAME, db, systemTables } from '@mocks/db/database'
import { forgetSeeding } from '@mocks/db/seed'
import { emailServer } from '@mocks/email/email.server'
import { invoiceServer } from '@mocks/invoice/invoice.server'
import { kanbanServer } from '@mocks/kanban/kanban.server'
import { forgetSigningKey } from '@mocks/kernel/tokens'
import { searchServer } from '@mocks/search/search.server'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { addShopAccount, signInShopAccount } from '@mocks/test/shop-account'
import { todoServer } from '@mocks/todo/todo.server'
import { usersServer } from '@mocks/users/users.server'
import type { CartProduct, Order } from '@/features/ecommerce/ecommerce.schema'
import { seedProducts } from './ecommerce.seed-data'
import { ecommerceCart, ecommerceOrders, ecommerceTablesV6 } from './ecommerce.table'

/** Every store as version 6 had it. */
const version6 = {
  ...systemTables,
  ...authServer.tables,
  ...searchServer.tables,
  ...emailServer.tables,
  ...chatServer.tables,
  ...todoServer.tables,
  ...calendarServer.tables,
  ...kanbanServer.tables,
  ...invoiceServer.tables,
  ...usersServer.tables,
  ...ecommerceTablesV6,
}

const shipTo = {
  fullName: 'John Doe',
  phone: '+34 600 123 456',
  street: 'Calle Mayor 1',
  city: 'Madrid',
  zip: '28013',
  country: 'Spain',
  kind: 'home' as const,
}

const oldOrder = {
  id: 1,
  number: 'CR-10001',
  placedAt: '2026-10-01T10:00:00.000Z',
  items: [{ productId: 4, name: 'Smart Watch Active', price: 249, qty: 1, image: '/x.svg' }],
  subtotal: 249,
  discount: 10,
  shipping: 9.99,
  total: 248.99,
  address: shipTo,
  payment: { method: 'cod' },
  status: 'placed',
}

/** Writes a version-6 database, as an installed app before this update had it. */
async function installVersion6() {
  db.close()
  await db.delete()
  forgetSeeding()
  forgetSigningKey()
  const old = new Dexie(DB_NAME)
  old.version(6).stores(version6)
  await old.open()
  await old.table('meta').put({ key: 'seededAt', value: '2026-11-01T00:00:00.000Z' })
  await old.table('authUsers').bulkAdd(demoUsers)
  await old.table('credentials').bulkAdd([...demoCredentials])
  await old.table('ecommerceProducts').bulkAdd(seedProducts)
  await old.table('ecommerceCart').bulkAdd([
    { id: 1, productId: 4, qty: 3 },
    { id: 2, productId: 9, qty: 1 },
  ])
  await old.table('ecommerceWishlist').add({ id: 1, productId: 11 })
  await old.table('ecommerceAddresses').add({ id: 1, ...shipTo })
  await old.table('ecommerceOrders').add(oldOrder)
  old.close()
}

beforeEach(installVersion6)
afterEach(freshDatabase)

describe('schema version 7', () => {
  it('gives the rows of a version-6 install to the admin', async () => {
    await db.open()
    // Version 7 moved the rows; later versions only add tables.
    expect(db.verno).toBeGreaterThanOrEqual(7)
    expect((await ecommerceCart().toArray()).map((row) => row.userId)).toEqual([1, 1])
    expect((await ecommerceOrders().get(1))?.userId).toBe(1)

    const admin = await signIn()
    expect(admin.userData).toMatchObject({ extras: { eCommerceCartItemsCount: 2 } })
    const t = admin.accessToken
    const get = <T>(path: string) => call<T>('GET', `/apps/ecommerce/${path}`, { token: t })
    const cart = await get<{ products: CartProduct[] }>('cart')
    expect(cart.body.products.map((p) => [p.id, p.qty])).toEqual([
      [4, 3],
      [9, 1],
    ])
    expect((await get<{ products: { id: number }[] }>('wishlist')).body.products).toEqual([
      expect.objectContaining({ id: 11 }),
    ])
    expect((await get<{ addresses: unknown[] }>('addresses')).body.addresses).toEqual([
      { id: 1, ...shipTo },
    ])
    expect((await get<{ orders: Order[] }>('orders')).body.orders).toEqual([oldOrder])
    // The owner index is unique per user: adding what the admin had is "already there".
    const again = await call('POST', '/apps/ecommerce/cart', { token: t, body: { productId: 4 } })
    expect(again.status).toBe(200)

    // Any other account owns none of the old rows: the client, and an account made after the
    // update and given the shop.
    const client = await signIn('client@demo.com', 'client')
    expect(client.userData).toMatchObject({ extras: { eCommerceCartItemsCount: 0 } })
    await addShopAccount()
    const customer = await signInShopAccount()
    expect(customer.userData).toMatchObject({ extras: { eCommerceCartItemsCount: 0 } })
    const theirs = (path: string) =>
      call<Record<string, unknown[]>>('GET', `/apps/ecommerce/${path}`, {
        token: customer.accessToken,
      })
    expect((await theirs('cart')).body.products).toEqual([])
    expect((await theirs('wishlist')).body.products).toEqual([])
    expect((await theirs('addresses')).body.addresses).toEqual([])
    expect((await theirs('orders')).body.orders).toEqual([])
    expect((await theirs('orders/1')).status).toBe(404)
  })
})
