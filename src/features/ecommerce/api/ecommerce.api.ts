import { z } from 'zod'
import { apiRequest } from '@/shared/api/client'
import {
  cartItemSchema,
  cartProductSchema,
  facetsSchema,
  listedProductSchema,
  orderSchema,
  productDetailSchema,
  productListSchema,
  savedAddressSchema,
  wishlistItemSchema,
  type Address,
  type Category,
  type PlaceOrder,
  type ShopSort,
} from '../ecommerce.schema'

const BASE = '/apps/ecommerce'

export interface ProductListParams {
  q?: string
  sortBy?: ShopSort
  page?: number
  perPage?: number
  category?: Category[]
  brand?: string[]
  minPrice?: number
  maxPrice?: number
  rating?: number
}

export const fetchProducts = (params: ProductListParams, signal?: AbortSignal) =>
  apiRequest(`${BASE}/products`, { query: { ...params }, schema: productListSchema, signal })

export const fetchFacets = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/facets`, { schema: facetsSchema, signal })

export const fetchProduct = (key: string | number, signal?: AbortSignal) =>
  apiRequest(`${BASE}/products/${encodeURIComponent(key)}`, {
    schema: z.object({ product: productDetailSchema }),
    signal,
  })

export const fetchWishlist = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/wishlist`, {
    schema: z.object({ products: z.array(listedProductSchema) }),
    signal,
  })

export const fetchCart = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/cart`, { schema: z.object({ products: z.array(cartProductSchema) }), signal })

export const addToCart = (productId: number) =>
  apiRequest(`${BASE}/cart`, { method: 'POST', body: { productId }, schema: cartItemSchema })

export const removeFromCart = (productId: number) =>
  apiRequest(`${BASE}/cart/${productId}`, { method: 'DELETE', schema: z.unknown() })

export const updateCartQty = (input: { productId: number; qty: number }) =>
  apiRequest(`${BASE}/cart/update`, { method: 'POST', body: input, schema: cartItemSchema })

export const addToWishlist = (productId: number) =>
  apiRequest(`${BASE}/wishlist`, {
    method: 'POST',
    body: { productId },
    schema: wishlistItemSchema,
  })

export const removeFromWishlist = (productId: number) =>
  apiRequest(`${BASE}/wishlist/${productId}`, { method: 'DELETE', schema: z.unknown() })

export const placeOrder = (input: PlaceOrder) =>
  apiRequest(`${BASE}/orders`, {
    method: 'POST',
    body: input,
    schema: z.object({ order: orderSchema }),
  }).then((answer) => answer.order)

export const fetchOrder = (id: number, signal?: AbortSignal) =>
  apiRequest(`${BASE}/orders/${id}`, { schema: z.object({ order: orderSchema }), signal })

export const fetchAddresses = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/addresses`, {
    schema: z.object({ addresses: z.array(savedAddressSchema) }),
    signal,
  })

export const addAddress = (address: Address) =>
  apiRequest(`${BASE}/addresses`, {
    method: 'POST',
    body: { address },
    schema: z.object({ address: savedAddressSchema }),
  }).then((answer) => answer.address)
