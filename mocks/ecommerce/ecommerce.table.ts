import { typedTable, type Owned, type TableSchemas } from '@mocks/db/database'
import type {
  CartItem,
  Order,
  Product,
  SavedAddress,
  WishlistItem,
} from '@/features/ecommerce/ecommerce.schema'

export type WishlistRow = Owned<WishlistItem>
export type CartRow = Owned<CartItem>
export type OrderRow = Owned<Order>
export type AddressRow = Owned<SavedAddress>

/** The stores as version 6 declared them, when the shop had one shared basket (history). */
export const ecommerceTablesV6 = {
  ecommerceProducts: 'id, &slug',
  ecommerceWishlist: 'id, &productId',
  ecommerceCart: 'id, &productId',
  ecommerceOrders: 'id, placedAt',
  ecommerceAddresses: 'id',
} satisfies TableSchemas

/**
 * Since version 7 every basket row has an owner: a product is once in a user's wishlist or cart
 * (`[userId+productId]`, whose first part Dexie also answers `where('userId')` from), a user's
 * orders come newest first from `[userId+placedAt]`. Orders are read by the dashboards too, all
 * users' together: this name and row shape are theirs to rely on.
 */
export const ecommerceTables = {
  ecommerceProducts: 'id, &slug',
  ecommerceWishlist: 'id, &[userId+productId]',
  ecommerceCart: 'id, &[userId+productId]',
  ecommerceOrders: 'id, placedAt, [userId+placedAt]',
  ecommerceAddresses: 'id, userId',
} satisfies TableSchemas

export const ecommerceProducts = typedTable<Product, number>('ecommerceProducts')
export const ecommerceWishlist = typedTable<WishlistRow, number>('ecommerceWishlist')
export const ecommerceCart = typedTable<CartRow, number>('ecommerceCart')
export const ecommerceOrders = typedTable<OrderRow, number>('ecommerceOrders')
export const ecommerceAddresses = typedTable<AddressRow, number>('ecommerceAddresses')
