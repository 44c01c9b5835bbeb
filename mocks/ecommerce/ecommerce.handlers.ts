/**
 * Products, wishlist and cart (contract, "E-commerce"). Orders and addresses: ecommerce.orders.ts.
 * The wishlist, the cart and the flags on products are the caller's own (ecommerce.owner.ts).
 */
import type { Table } from 'dexie'
import { ApiError } from '@mocks/kernel/errors'
import { parseWith } from '@mocks/kernel/parse'
import { reply } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import {
  CATEGORIES,
  COLOR_OPTIONS,
  productIdInput,
  productIdParams,
  productKeyParams,
  productListQuery,
  updateCartInput,
  type CartProduct,
  type Facets,
  type ProductDetail,
  type ProductList,
} from '@/features/ecommerce/ecommerce.schema'
import { cartProduct, flagged, pageOf, readBasket } from './ecommerce.catalog'
import { orderRoutes } from './ecommerce.orders'
import { entryOf, withoutOwner } from './ecommerce.owner'
import {
  ecommerceCart,
  ecommerceProducts,
  ecommerceWishlist,
  type WishlistRow,
} from './ecommerce.table'

const BASE = '/apps/ecommerce'

export const productOrThrow = (id: number) => getOrThrow(ecommerceProducts(), id, 'Product')

const listProducts = route({
  method: 'GET',
  path: `${BASE}/products`,
  query: productListQuery,
  async handle({ query, session }): Promise<ProductList> {
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
const facets = route({
  method: 'GET',
  path: `${BASE}/facets`,
  async handle(): Promise<Facets> {
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

const getProduct = route({
  method: 'GET',
  path: `${BASE}/products/:id`,
  async handle({ params, session }): Promise<{ product: ProductDetail }> {
    const { id } = parseWith(productKeyParams, params)
    const [product, basket] = await Promise.all([productOrThrow(id), readBasket(session.userId)])
    // Each product comes in a few colours, fixed by its id.
    const colorOptions = COLOR_OPTIONS.filter((_, index) => (id + index) % 3 !== 0)
    return { product: { ...flagged(product, basket), colorOptions } }
  },
})

const listWishlist = route({
  method: 'GET',
  path: `${BASE}/wishlist`,
  async handle({ session }) {
    const basket = await readBasket(session.userId)
    const products = await ecommerceProducts().bulkGet(
      basket.wishlist.map((item) => item.productId),
    )
    return { products: products.flatMap((product) => (product ? [flagged(product, basket)] : [])) }
  },
})

const listCart = route({
  method: 'GET',
  path: `${BASE}/cart`,
  async handle({ session }): Promise<{ products: CartProduct[] }> {
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
function adder<Row extends WishlistRow>(
  path: string,
  table: () => Table<Row, number>,
  make: (owned: WishlistRow) => Row,
) {
  return route({
    method: 'POST',
    path,
    body: productIdInput,
    async handle({ body, session }) {
      const product = await productOrThrow(body.productId)
      const existing = await entryOf(table, session.userId, product.id)
      if (existing) return reply(withoutOwner(existing), 200)
      const id = await nextId(table())
      const row = make({ id, userId: session.userId, productId: product.id })
      await table().add(row)
      return reply(withoutOwner(row), 201)
    },
  })
}

function remover<Row extends WishlistRow>(path: string, table: () => Table<Row, number>) {
  return route({
    method: 'DELETE',
    path: `${path}/:productId`,
    async handle({ params, session }) {
      const { productId } = parseWith(productIdParams, params)
      await productOrThrow(productId)
      const existing = await entryOf(table, session.userId, productId)
      // Removing what is not there is done already: a double click is no error.
      if (existing) await table().delete(existing.id)
      return { ok: true }
    },
  })
}

const notInList = () => new ApiError(404, 'not_found', 'The product is not in this list')

const updateCart = route({
  method: 'POST',
  path: `${BASE}/cart/update`,
  body: updateCartInput,
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
  adder(`${BASE}/wishlist`, ecommerceWishlist, (owned) => owned),
  remover(`${BASE}/wishlist`, ecommerceWishlist),
  adder(`${BASE}/cart`, ecommerceCart, (owned) => ({ ...owned, qty: 1 })),
  remover(`${BASE}/cart`, ecommerceCart),
  updateCart,
  ...orderRoutes,
]
