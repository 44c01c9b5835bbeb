/**
 * Products, wishlist and cart (contract, "E-commerce"). Orders and addresses: ecommerce.orders.ts.
 * The wishlist, the cart and the flags on products are the caller's own (ecommerce.owner.ts).
 */
import type { StoreTable } from '@mocks/db/store'
import { ApiError } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { ecommerceEndpoints as api } from '@/features/ecommerce/ecommerce.endpoints'
import { CATEGORIES, COLOR_OPTIONS } from '@/features/ecommerce/ecommerce.schema'
import { cartProduct, flagged, pageOf, readBasket } from './ecommerce.catalog'
import { orderRoutes } from './ecommerce.orders'
import { entryOf, withoutOwner } from './ecommerce.owner'
import {
  ecommerceCart,
  ecommerceProducts,
  ecommerceWishlist,
  type WishlistRow,
} from './ecommerce.table'

export const productOrThrow = (id: number) => getOrThrow(ecommerceProducts(), id, 'Product')

const listProducts = route(api.products, {
  async handle({ query, session }) {
    const [products, basket] = await Promise.all([
      ecommerceProducts().toArray(),
      readBasket(session.userId),
    ])
    const { page, total } = pageOf(products, query)
    return {
      products: page.map((product) => flagged(product, basket)),
      total,
      userWishlist: basket.wishlist,
      userCart: basket.cart,
    }
  },
})

const countBy = (values: readonly string[]) =>
  [...new Set(values)]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, count: values.filter((value) => value === name).length }))

/** What the filters offer: every category and brand with its count, and the price bounds. */
const facets = route(api.facets, {
  async handle() {
    const products = await ecommerceProducts().toArray()
    const prices = products.map((product) => product.price)
    return {
      categories: CATEGORIES.map((name) => ({
        name,
        count: products.filter((product) => product.category === name).length,
      })).filter((category) => category.count > 0),
      brands: countBy(products.map((product) => product.brand)),
      priceRange: prices.length
        ? { min: Math.min(...prices), max: Math.max(...prices) }
        : { min: 0, max: 0 },
    }
  },
})

const getProduct = route(api.product, {
  async handle({ params: { id }, session }) {
    const [product, basket] = await Promise.all([productOrThrow(id), readBasket(session.userId)])
    // Each product comes in a few colours, fixed by its id.
    const colorOptions = COLOR_OPTIONS.filter((_, index) => (id + index) % 3 !== 0)
    return { product: { ...flagged(product, basket), colorOptions } }
  },
})

const listWishlist = route(api.wishlist, {
  async handle({ session }) {
    const basket = await readBasket(session.userId)
    const products = await ecommerceProducts().bulkGet(
      basket.wishlist.map((item) => item.productId),
    )
    return { products: products.flatMap((product) => (product ? [flagged(product, basket)] : [])) }
  },
})

const listCart = route(api.cart, {
  async handle({ session }) {
    const basket = await readBasket(session.userId)
    const products = await ecommerceProducts().bulkGet(basket.cart.map((item) => item.productId))
    return {
      products: basket.cart.flatMap((item, index) => {
        const product = products[index]
        return product ? [cartProduct(product, item, basket)] : []
      }),
    }
  },
})

/** Adds a product to the caller's list once: 201 when new, 200 (unchanged) when it was there. */
async function addOnce<Row extends WishlistRow>(
  table: () => StoreTable<Row, number>,
  userId: number,
  productId: number,
  make: (owned: WishlistRow) => Row,
) {
  const product = await productOrThrow(productId)
  const existing = await entryOf(table, userId, product.id)
  if (existing) return withoutOwner(existing)
  const id = await nextId(table())
  const row = make({ id, userId, productId: product.id })
  await table().add(row)
  return withStatus(withoutOwner(row), 201)
}

async function removeOnce<Row extends WishlistRow>(
  table: () => StoreTable<Row, number>,
  userId: number,
  productId: number,
): Promise<{ ok: true }> {
  await productOrThrow(productId)
  const existing = await entryOf(table, userId, productId)
  // Removing what is not there is done already: a double click is no error.
  if (existing) await table().delete(existing.id)
  return { ok: true }
}

const addToWishlist = route(api.addToWishlist, {
  handle: ({ body, session }) =>
    addOnce(ecommerceWishlist, session.userId, body.productId, (owned) => owned),
})

const removeFromWishlist = route(api.removeFromWishlist, {
  handle: ({ params, session }) => removeOnce(ecommerceWishlist, session.userId, params.productId),
})

const addToCart = route(api.addToCart, {
  handle: ({ body, session }) =>
    addOnce(ecommerceCart, session.userId, body.productId, (owned) => ({ ...owned, qty: 1 })),
})

const removeFromCart = route(api.removeFromCart, {
  handle: ({ params, session }) => removeOnce(ecommerceCart, session.userId, params.productId),
})

const notInList = () => new ApiError(404, 'not_found', 'The product is not in this list')

const updateCart = route(api.updateCart, {
  async handle({ body, session }) {
    await productOrThrow(body.productId)
    const item = await entryOf(ecommerceCart, session.userId, body.productId)
    if (!item) throw notInList()
    const updated = { ...item, qty: body.qty }
    await ecommerceCart().put(updated)
    return withoutOwner(updated)
  },
})

export const ecommerceRoutes = [
  listProducts,
  facets,
  getProduct,
  listWishlist,
  listCart,
  addToWishlist,
  removeFromWishlist,
  addToCart,
  removeFromCart,
  updateCart,
  ...orderRoutes,
]
