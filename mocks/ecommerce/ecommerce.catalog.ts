/**
 * The shop's reads: the filtered, sorted product page, the flags each product carries for the
 * signed-in shopper (from their own wishlist and cart), and the cart's per-product extras. The
 * spec draws offers, discount and shipping date at random; here they derive from the product id,
 * so a reload shows the same cart.
 */
import type { output } from 'zod'
import type {
  CartItem,
  CartProduct,
  ListedProduct,
  Product,
  WishlistItem,
  productListQuery,
} from '@/features/ecommerce/ecommerce.schema'
import { listOf, withoutOwner } from './ecommerce.owner'
import { ecommerceCart, ecommerceWishlist } from './ecommerce.table'

const DAY = 24 * 60 * 60 * 1000

export interface Basket {
  wishlist: WishlistItem[]
  cart: CartItem[]
}

/** The user's own wishlist and cart, as the contract shows them. */
export const readBasket = async (userId: number): Promise<Basket> => {
  const [wishlist, cart] = await Promise.all([
    listOf(ecommerceWishlist, userId),
    listOf(ecommerceCart, userId),
  ])
  return { wishlist: wishlist.map(withoutOwner), cart: cart.map(withoutOwner) }
}

export const flagged = (product: Product, basket: Basket): ListedProduct => ({
  ...product,
  isInWishlist: basket.wishlist.some((item) => item.productId === product.id),
  isInCart: basket.cart.some((item) => item.productId === product.id),
})

type ListQuery = output<typeof productListQuery>

const matches = (product: Product, query: ListQuery): boolean => {
  const q = query.q?.trim().toLowerCase()
  if (q && !product.name.toLowerCase().includes(q)) return false
  if (query.category?.length && !query.category.includes(product.category)) return false
  if (query.brand?.length && !query.brand.includes(product.brand)) return false
  if (query.minPrice !== undefined && product.price < query.minPrice) return false
  if (query.maxPrice !== undefined && product.price > query.maxPrice) return false
  return query.rating === undefined || product.rating >= query.rating
}

const ORDER: Record<ListQuery['sortBy'], (a: Product, b: Product) => number> = {
  featured: (a, b) => b.id - a.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
}

/** The filtered, sorted products and the requested page of them. */
export function pageOf(products: readonly Product[], query: ListQuery) {
  const kept = products.filter((product) => matches(product, query)).sort(ORDER[query.sortBy])
  const start = (query.page - 1) * query.perPage
  return { page: kept.slice(start, start + query.perPage), total: kept.length }
}

/** 1 to 4 offers, 3 to 20 % off, shipping one to seven days ahead: fixed per product. */
export function cartExtras(productId: number, now = Date.now()) {
  const today = Math.floor(now / DAY) * DAY
  return {
    offers: 1 + ((productId * 7) % 4),
    discountPercentage: 3 + ((productId * 11) % 18),
    shippingDate: new Date(today + (1 + ((productId * 3) % 7)) * DAY).toISOString(),
  }
}

export const cartProduct = (product: Product, item: CartItem, basket: Basket): CartProduct => ({
  ...flagged(product, basket),
  qty: item.qty,
  ...cartExtras(product.id),
})
