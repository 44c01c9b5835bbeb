/** The e-commerce app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { z } from 'zod'
import { endpoint } from '@/shared/contract/endpoint'
import {
  addAddressInput,
  cartItemSchema,
  cartProductSchema,
  facetsSchema,
  listedProductSchema,
  orderIdParams,
  orderSchema,
  placeOrderInput,
  productDetailSchema,
  productIdInput,
  productIdParams,
  productKeyParams,
  productListQuery,
  productListSchema,
  savedAddressSchema,
  updateCartInput,
  wishlistItemSchema,
} from './ecommerce.schema'

const BASE = '/apps/ecommerce'

/** A removal's answer: removing what is not there is done already, so it is always `ok`. */
const removedSchema = z.object({ ok: z.literal(true) })
const orderAnswer = z.object({ order: orderSchema })
const addressAnswer = z.object({ address: savedAddressSchema })

export const ecommerceEndpoints = {
  products: endpoint({
    method: 'GET',
    path: `${BASE}/products`,
    query: productListQuery,
    response: productListSchema,
  }),
  facets: endpoint({ method: 'GET', path: `${BASE}/facets`, response: facetsSchema }),
  product: endpoint({
    method: 'GET',
    path: `${BASE}/products/:id`,
    params: productKeyParams,
    response: z.object({ product: productDetailSchema }),
  }),
  wishlist: endpoint({
    method: 'GET',
    path: `${BASE}/wishlist`,
    response: z.object({ products: z.array(listedProductSchema) }),
  }),
  cart: endpoint({
    method: 'GET',
    path: `${BASE}/cart`,
    response: z.object({ products: z.array(cartProductSchema) }),
  }),
  addToWishlist: endpoint({
    method: 'POST',
    path: `${BASE}/wishlist`,
    body: productIdInput,
    response: wishlistItemSchema,
  }),
  removeFromWishlist: endpoint({
    method: 'DELETE',
    path: `${BASE}/wishlist/:productId`,
    params: productIdParams,
    response: removedSchema,
  }),
  addToCart: endpoint({
    method: 'POST',
    path: `${BASE}/cart`,
    body: productIdInput,
    response: cartItemSchema,
  }),
  removeFromCart: endpoint({
    method: 'DELETE',
    path: `${BASE}/cart/:productId`,
    params: productIdParams,
    response: removedSchema,
  }),
  updateCart: endpoint({
    method: 'POST',
    path: `${BASE}/cart/update`,
    body: updateCartInput,
    response: cartItemSchema,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: `${BASE}/orders`,
    body: placeOrderInput,
    response: orderAnswer,
  }),
  orders: endpoint({
    method: 'GET',
    path: `${BASE}/orders`,
    response: z.object({ orders: z.array(orderSchema) }),
  }),
  order: endpoint({
    method: 'GET',
    path: `${BASE}/orders/:id`,
    params: orderIdParams,
    response: orderAnswer,
  }),
  addresses: endpoint({
    method: 'GET',
    path: `${BASE}/addresses`,
    response: z.object({ addresses: z.array(savedAddressSchema) }),
  }),
  addAddress: endpoint({
    method: 'POST',
    path: `${BASE}/addresses`,
    body: addAddressInput,
    response: addressAnswer,
  }),
}
