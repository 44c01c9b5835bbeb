import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import {
  addAddress,
  addToCart,
  addToWishlist,
  fetchAddresses,
  fetchCart,
  fetchFacets,
  fetchOrder,
  fetchProduct,
  fetchProducts,
  fetchWishlist,
  placeOrder,
  removeFromCart,
  removeFromWishlist,
  updateCartQty,
  type ProductListParams,
} from './ecommerce.api'

/** Every list the shopper changes shows on product cards, the cart menu and the checkout. */
const BASKET = ['ecommerceCart', 'ecommerceWishlist']
const READS = { tables: ['ecommerceProducts', ...BASKET] }

export const ecommerceKeys = {
  all: ['ecommerce'] as const,
  products: (params: ProductListParams) => [...ecommerceKeys.all, 'products', params] as const,
  facets: () => [...ecommerceKeys.all, 'facets'] as const,
  product: (key: string | number) => [...ecommerceKeys.all, 'product', String(key)] as const,
  wishlist: () => [...ecommerceKeys.all, 'wishlist'] as const,
  cart: () => [...ecommerceKeys.all, 'cart'] as const,
  order: (id: number) => [...ecommerceKeys.all, 'order', id] as const,
  addresses: () => [...ecommerceKeys.all, 'addresses'] as const,
}

export const cartQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.cart(),
    queryFn: ({ signal }) => fetchCart(signal),
    meta: READS,
  })

export const useProducts = (params: ProductListParams) =>
  useQuery({
    queryKey: ecommerceKeys.products(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
    meta: READS,
    placeholderData: keepPreviousData,
  })

export const useFacets = () =>
  useQuery({
    queryKey: ecommerceKeys.facets(),
    queryFn: ({ signal }) => fetchFacets(signal),
    meta: { tables: ['ecommerceProducts'] },
  })

export const useProduct = (key: string | number) =>
  useQuery({
    queryKey: ecommerceKeys.product(key),
    queryFn: ({ signal }) => fetchProduct(key, signal).then((answer) => answer.product),
    meta: READS,
    retry: false,
  })

export const useWishlist = () =>
  useQuery({
    queryKey: ecommerceKeys.wishlist(),
    queryFn: ({ signal }) => fetchWishlist(signal).then((answer) => answer.products),
    meta: READS,
  })

export const useCart = (enabled = true) =>
  useQuery({ ...cartQuery(), select: (answer) => answer.products, enabled })

export const useOrder = (id: number) =>
  useQuery({
    queryKey: ecommerceKeys.order(id),
    queryFn: ({ signal }) => fetchOrder(id, signal).then((answer) => answer.order),
    meta: { tables: ['ecommerceOrders'] },
    retry: false,
  })

export const useAddresses = () =>
  useQuery({
    queryKey: ecommerceKeys.addresses(),
    queryFn: ({ signal }) => fetchAddresses(signal).then((answer) => answer.addresses),
    meta: { tables: ['ecommerceAddresses'] },
  })

const useBasketWrite = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useAppMutation({ mutationFn, tables: BASKET, errorMessage: 'ecommerce.errors.saveFailed' })

export const useAddToCart = () => useBasketWrite(addToCart)
export const useRemoveFromCart = () => useBasketWrite(removeFromCart)
export const useUpdateCartQty = () => useBasketWrite(updateCartQty)
export const useAddToWishlist = () => useBasketWrite(addToWishlist)
export const useRemoveFromWishlist = () => useBasketWrite(removeFromWishlist)
export const usePlaceOrder = () =>
  useAppMutation({
    mutationFn: placeOrder,
    tables: ['ecommerceCart', 'ecommerceOrders'],
    errorMessage: null,
  })
export const useAddAddress = () =>
  useAppMutation({
    mutationFn: addAddress,
    tables: ['ecommerceAddresses'],
    errorMessage: 'ecommerce.errors.saveFailed',
  })
