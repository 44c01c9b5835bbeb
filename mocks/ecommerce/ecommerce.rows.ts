import {
  cartItemSchema,
  orderSchema,
  productSchema,
  savedAddressSchema,
  wishlistItemSchema,
} from '@/features/ecommerce/ecommerce.schema'

/** Imported rows must match the stored entities exactly. */
export const ecommerceRowSchemas = {
  ecommerceProducts: productSchema.strict(),
  ecommerceWishlist: wishlistItemSchema.strict(),
  ecommerceCart: cartItemSchema.strict(),
  ecommerceOrders: orderSchema.strict(),
  ecommerceAddresses: savedAddressSchema.strict(),
}
