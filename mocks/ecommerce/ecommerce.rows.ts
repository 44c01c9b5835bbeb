import { z } from 'zod'
import {
  cartItemSchema,
  orderSchema,
  productSchema,
  savedAddressSchema,
  wishlistItemSchema,
} from '@/features/ecommerce/ecommerce.schema'

/** The owner every wishlist, cart, order and address row carries (schema version 7). */
const owner = { userId: z.number().int().positive() }

/** Imported rows must match the stored entities exactly. */
export const ecommerceRowSchemas = {
  ecommerceProducts: productSchema.strict(),
  ecommerceWishlist: wishlistItemSchema.extend(owner).strict(),
  ecommerceCart: cartItemSchema.extend(owner).strict(),
  ecommerceOrders: orderSchema.extend(owner).strict(),
  ecommerceAddresses: savedAddressSchema.extend(owner).strict(),
}
