import { typedTable, type TableSchemas } from '@mocks/db/database'
import type {
  CartItem,
  Order,
  Product,
  SavedAddress,
  WishlistItem,
} from '@/features/ecommerce/ecommerce.schema'

/** Orders are read by the dashboards too: this name and row shape are theirs to rely on. */
export const ecommerceTables = {
  ecommerceProducts: 'id, &slug',
  ecommerceWishlist: 'id, &productId',
  ecommerceCart: 'id, &productId',
  ecommerceOrders: 'id, placedAt',
  ecommerceAddresses: 'id',
} satisfies TableSchemas

export const ecommerceProducts = typedTable<Product, number>('ecommerceProducts')
export const ecommerceWishlist = typedTable<WishlistItem, number>('ecommerceWishlist')
export const ecommerceCart = typedTable<CartItem, number>('ecommerceCart')
export const ecommerceOrders = typedTable<Order, number>('ecommerceOrders')
export const ecommerceAddresses = typedTable<SavedAddress, number>('ecommerceAddresses')
