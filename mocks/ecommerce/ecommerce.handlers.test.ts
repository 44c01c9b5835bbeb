import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type {
  CartProduct,
  Facets,
  ListedProduct,
  ProductDetail,
  ProductList,
} from '@/features/ecommerce/ecommerce.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken
const api = <T>(
  t: string | null,
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string | string[]> } = {},
) => call<T & ErrorBody>(method, `/apps/ecommerce/${path}`, { token: t, ...options })

const names = (products: ListedProduct[]) => products.map((product) => product.id)

describe('GET products', () => {
  it('pages 9 of 27, featured (newest) first, with the shopper lists', async () => {
    const t = await token()
    const { status, body } = await api<ProductList>(t, 'GET', 'products')
    expect(status).toBe(200)
    expect(body.total).toBe(27)
    expect(names(body.products)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19])
    expect(body.userCart).toEqual([
      { id: 1, productId: 5, qty: 1 },
      { id: 2, productId: 18, qty: 2 },
    ])
    expect(body.userWishlist.map((item) => item.productId)).toEqual([2, 13, 22])
    expect(body.products.find((p) => p.id === 22)).toMatchObject({
      isInWishlist: true,
      isInCart: false,
    })
    const last = await api<ProductList>(t, 'GET', 'products', { query: { page: '4' } })
    expect(names(last.body.products)).toEqual([])
    const third = await api<ProductList>(t, 'GET', 'products', { query: { page: '3' } })
    expect(names(third.body.products)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
  })

  it('searches by name, sorts by price and takes the filters', async () => {
    const t = await token()
    const q = await api<ProductList>(t, 'GET', 'products', { query: { q: 'WATCH' } })
    expect(q.body.products.map((p) => p.name)).toEqual(['Smart Watch Active'])
    const asc = await api<ProductList>(t, 'GET', 'products', {
      query: { sortBy: 'price-asc', perPage: '3' },
    })
    expect(asc.body.products.map((p) => p.price)).toEqual([19, 22, 24])
    const desc = await api<ProductList>(t, 'GET', 'products', { query: { sortBy: 'price-desc' } })
    expect(desc.body.products[0]!.name).toBe('Field Laptop 14')
    const filtered = await api<ProductList>(t, 'GET', 'products', {
      query: { category: ['safety', 'home'], brand: 'Salvo', rating: '5', maxPrice: '70' },
    })
    expect(filtered.body.products.map((p) => p.name).sort()).toEqual(['Smart Smoke Detector'])
    const range = await api<ProductList>(t, 'GET', 'products', {
      query: { minPrice: '500', maxPrice: '700' },
    })
    expect(range.body.total).toBe(2)
  })

  it('answers 400 naming the field for bad input', async () => {
    const t = await token()
    for (const [key, value] of [
      ['sortBy', 'cheapest'],
      ['page', '0'],
      ['perPage', 'x'],
      ['rating', '6'],
      ['minPrice', 'abc'],
      ['category', 'weapons'],
    ] as const) {
      const { status, body } = await api(t, 'GET', 'products', { query: { [key]: value } })
      expect(status, key).toBe(400)
      expect(Object.keys(body.error.fields ?? {})[0]).toMatch(new RegExp(`^${key}`))
    }
  })

  it('lists the facets', async () => {
    const { body } = await api<Facets>(await token(), 'GET', 'facets')
    expect(body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(27)
    expect(body.brands.map((b) => b.name)).toContain('Guardia')
    expect(body.priceRange).toEqual({ min: 19, max: 1149 })
  })
})

describe('GET product', () => {
  it('takes the id or a slug ending in it; unknown is 404, nonsense 400', async () => {
    const t = await token()
    const byId = await api<{ product: ProductDetail }>(t, 'GET', 'products/5')
    expect(byId.status).toBe(200)
    expect(byId.body.product).toMatchObject({ id: 5, isInCart: true, isInWishlist: false })
    expect(byId.body.product.colorOptions.length).toBeGreaterThan(0)
    const bySlug = await api<{ product: ProductDetail }>(
      t,
      'GET',
      `products/${byId.body.product.slug}`,
    )
    expect(bySlug.body.product.id).toBe(5)
    expect((await api(t, 'GET', 'products/99')).status).toBe(404)
    expect((await api(t, 'GET', 'products/no-number')).status).toBe(400)
  })
})

describe('cart and wishlist', () => {
  it('adds (201), adds again (200, unchanged), removes (200)', async () => {
    const t = await token()
    const added = await api(t, 'POST', 'cart', { body: { productId: 1 } })
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ id: 3, productId: 1, qty: 1 })
    await api(t, 'POST', 'cart/update', { body: { productId: 1, qty: 4 } })
    const again = await api(t, 'POST', 'cart', { body: { productId: 1 } })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ qty: 4 })
    expect((await api(t, 'DELETE', 'cart/1')).status).toBe(200)
    const cart = await api<{ products: CartProduct[] }>(t, 'GET', 'cart')
    expect(cart.body.products.map((p) => p.id)).toEqual([5, 18])

    expect((await api(t, 'POST', 'wishlist', { body: { productId: 1 } })).status).toBe(201)
    expect((await api(t, 'POST', 'wishlist', { body: { productId: 1 } })).status).toBe(200)
    expect((await api(t, 'DELETE', 'wishlist/2')).status).toBe(200)
    const wishlist = await api<{ products: ListedProduct[] }>(t, 'GET', 'wishlist')
    expect(wishlist.body.products.map((p) => p.id)).toEqual([13, 22, 1])
  })

  it('gives each cart line fixed offers, discount and a shipping date in the next week', async () => {
    const t = await token()
    const first = await api<{ products: CartProduct[] }>(t, 'GET', 'cart')
    const second = await api<{ products: CartProduct[] }>(t, 'GET', 'cart')
    expect(second.body).toEqual(first.body)
    for (const line of first.body.products) {
      expect(line.offers).toBeGreaterThanOrEqual(1)
      expect(line.offers).toBeLessThanOrEqual(4)
      expect(line.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(line.discountPercentage).toBeLessThanOrEqual(20)
      const days = (Date.parse(line.shippingDate) - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(0)
      expect(days).toBeLessThanOrEqual(7)
    }
    expect(first.body.products[1]).toMatchObject({ id: 18, qty: 2, isInCart: true })
  })

  it('updates a quantity from 1 to 99 only', async () => {
    const t = await token()
    const ok = await api(t, 'POST', 'cart/update', { body: { productId: 5, qty: 99 } })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ id: 1, productId: 5, qty: 99 })
    for (const qty of [0, 100, 1.5, '3']) {
      const bad = await api(t, 'POST', 'cart/update', { body: { productId: 5, qty } })
      expect(bad.status, String(qty)).toBe(400)
      expect(bad.body.error.fields).toHaveProperty('qty')
    }
    expect((await api(t, 'POST', 'cart/update', { body: { productId: 99, qty: 2 } })).status).toBe(
      404,
    )
    // Known product, not in the cart.
    expect((await api(t, 'POST', 'cart/update', { body: { productId: 1, qty: 2 } })).status).toBe(
      404,
    )
  })

  it('answers 404 for an unknown product and 400 for a non-numeric id', async () => {
    const t = await token()
    for (const list of ['cart', 'wishlist']) {
      expect((await api(t, 'POST', list, { body: { productId: 99 } })).status).toBe(404)
      expect((await api(t, 'DELETE', `${list}/99`)).status).toBe(404)
      const bad = await api(t, 'DELETE', `${list}/abc`)
      expect(bad.status).toBe(400)
      expect(bad.body.error.fields).toHaveProperty('productId')
      const badBody = await api(t, 'POST', list, { body: { productId: 'abc' } })
      expect(badBody.status).toBe(400)
      expect(badBody.body.error.fields).toHaveProperty('productId')
    }
  })
})

describe('sign-in', () => {
  it('carries the real cart count', async () => {
    expect((await signIn()).userData).toMatchObject({ extras: { eCommerceCartItemsCount: 2 } })
    const t = await token()
    await api(t, 'POST', 'cart', { body: { productId: 1 } })
    expect((await signIn()).userData).toMatchObject({ extras: { eCommerceCartItemsCount: 3 } })
  })
})
