/**
 * The caller's own shop rows: every read and write of a wishlist, a cart, an address or an order
 * goes through these with the session's user id, so one user never sees or touches another's.
 * Answers drop `userId`, keeping the contract's shapes. Each helper answers Dexie's own promise
 * (no `async`), which keeps a write transaction's zone however deep the caller's helpers go.
 */
import { KEY_MAX, KEY_MIN, type StoreTable } from '@mocks/db/store'
import { notFound } from '@mocks/kernel/errors'
import {
  ecommerceAddresses,
  ecommerceCart,
  ecommerceOrders,
  type AddressRow,
  type OrderRow,
  type WishlistRow,
} from './ecommerce.table'

/** The row as the contract shows it: without its owner. */
export const withoutOwner = <Row extends { userId: number }>({
  userId: _owner,
  ...row
}: Row): Omit<Row, 'userId'> => row

/** A user's wishlist or cart, in the order it was filled. */
export const listOf = <Row extends WishlistRow>(
  table: () => StoreTable<Row, number>,
  userId: number,
): Promise<Row[]> => table().where('userId').equals(userId).sortBy('id')

/** The user's entry for a product in a wishlist or cart, if any. */
export const entryOf = <Row extends WishlistRow>(
  table: () => StoreTable<Row, number>,
  userId: number,
  productId: number,
): Promise<Row | undefined> =>
  table().where('[userId+productId]').equals([userId, productId]).first()

/** How many products the user has in the cart (the navbar's badge at sign-in). */
export const cartCountOf = (userId: number): Promise<number> =>
  ecommerceCart().where('userId').equals(userId).count()

/** The user's orders, newest first. */
export const ordersOf = (userId: number): Promise<OrderRow[]> =>
  ecommerceOrders()
    .where('[userId+placedAt]')
    .between([userId, KEY_MIN], [userId, KEY_MAX])
    .reverse()
    .toArray()

/** The user's order with this id; another user's is as unknown as a missing one (404). */
export const orderOf = (userId: number, id: number): Promise<OrderRow> =>
  ecommerceOrders()
    .get(id)
    .then((order) => {
      if (order?.userId !== userId) throw notFound('Order')
      return order
    })

/** The user's saved addresses, oldest first. */
export const addressesOf = (userId: number): Promise<AddressRow[]> =>
  ecommerceAddresses().where('userId').equals(userId).sortBy('id')
