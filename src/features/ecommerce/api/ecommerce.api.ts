import { call } from '@/shared/api/call'
import { ecommerceEndpoints as api } from '../ecommerce.endpoints'
import type { Address, Category, PlaceOrder, ShopSort } from '../ecommerce.schema'

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

export const fetchProducts = (query: ProductListParams, signal?: AbortSignal) =>
  call(api.products, { query, signal })

export const fetchFacets = (signal?: AbortSignal) => call(api.facets, { signal })

export const fetchProduct = (key: string | number, signal?: AbortSignal) =>
  call(api.product, { params: { id: key }, signal })

export const fetchWishlist = (signal?: AbortSignal) => call(api.wishlist, { signal })

export const fetchCart = (signal?: AbortSignal) => call(api.cart, { signal })

export const addToCart = (productId: number) => call(api.addToCart, { body: { productId } })

export const removeFromCart = (productId: number) =>
  call(api.removeFromCart, { params: { productId } })

export const updateCartQty = (input: { productId: number; qty: number }) =>
  call(api.updateCart, { body: input })

export const addToWishlist = (productId: number) => call(api.addToWishlist, { body: { productId } })

export const removeFromWishlist = (productId: number) =>
  call(api.removeFromWishlist, { params: { productId } })

export const placeOrder = (input: PlaceOrder) =>
  call(api.placeOrder, { body: input }).then((answer) => answer.order)

export const fetchOrder = (id: number, signal?: AbortSignal) =>
  call(api.order, { params: { id }, signal })

export const fetchAddresses = (signal?: AbortSignal) => call(api.addresses, { signal })

export const addAddress = (address: Address) =>
  call(api.addAddress, { body: { address } }).then((answer) => answer.address)
