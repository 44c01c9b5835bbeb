/**
 * Schema version 7: the shop's wishlist, cart, orders and addresses got an owner. An install
 * that had the one shared basket of version 6 gives every such row to the seeded admin, so its
 * cart, wishlist, addresses and orders are still there after the update (and so does an export
 * file from version 6 as it is imported).
 */
import { ADMIN_USER_ID } from '@mocks/auth/auth.seed'
import { mapRows } from '@mocks/db/upgrades'

export const OWNED_TABLES = [
  'ecommerceWishlist',
  'ecommerceCart',
  'ecommerceOrders',
  'ecommerceAddresses',
] as const

export const giveShopRowsToAdmin = mapRows(OWNED_TABLES, (row) => ({
  ...row,
  userId: row.userId ?? ADMIN_USER_ID,
}))
