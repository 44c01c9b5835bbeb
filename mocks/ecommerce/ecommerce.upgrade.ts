/**
 * Schema version 7: the shop's wishlist, cart, orders and addresses got an owner. An install
 * that had the one shared basket of version 6 gives every such row to the seeded admin, so its
 * cart, wishlist, addresses and orders are still there after the update.
 */
import type { Transaction } from 'dexie'
import { ADMIN_USER_ID } from '@mocks/auth/auth.seed'
import { trackWrites } from '@mocks/kernel/write-guard'

export const OWNED_TABLES = [
  'ecommerceWishlist',
  'ecommerceCart',
  'ecommerceOrders',
  'ecommerceAddresses',
] as const

export async function giveShopRowsToAdmin(transaction: Transaction): Promise<void> {
  // The upgrade's own transaction is the only writer while the database opens: the write guard
  // lets it through like a kernel write (nothing is broadcast, no page is listening yet).
  trackWrites(transaction.idbtrans, new Set())
  for (const name of OWNED_TABLES) {
    await transaction
      .table<{ userId?: number }>(name)
      .toCollection()
      .modify((row) => {
        row.userId ??= ADMIN_USER_ID
      })
  }
}
