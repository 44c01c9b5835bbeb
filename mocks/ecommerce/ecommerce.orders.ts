/**
 * Orders and saved addresses. Placing an order stores it, empties the cart and answers it; a
 * card number is never stored, only its last four digits. The dashboards read
 * `ecommerceOrders` rows as they are stored here.
 */
import { badRequest } from '@mocks/kernel/errors'
import { parseWith } from '@mocks/kernel/parse'
import { reply } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import {
  addAddressInput,
  orderIdParams,
  placeOrderInput,
  priceSummary,
  type Order,
  type SavedAddress,
} from '@/features/ecommerce/ecommerce.schema'
import { cartProduct, readBasket } from './ecommerce.catalog'
import {
  ecommerceAddresses,
  ecommerceCart,
  ecommerceOrders,
  ecommerceProducts,
} from './ecommerce.table'

const BASE = '/apps/ecommerce'

/** A number a shopper can read out on the phone: `CR-10042`. */
export const orderNumber = (id: number) => `CR-${10000 + id}`

const placeOrder = route({
  method: 'POST',
  path: `${BASE}/orders`,
  body: placeOrderInput,
  async handle({ body }) {
    const basket = await readBasket()
    const products = await ecommerceProducts().bulkGet(basket.cart.map((item) => item.productId))
    const lines = basket.cart.flatMap((item, index) => {
      const product = products[index]
      return product ? [cartProduct(product, item, basket)] : []
    })
    if (lines.length === 0) throw badRequest('The cart is empty', { cart: 'The cart is empty' })
    const id = await nextId(ecommerceOrders())
    const { payment } = body
    const order: Order = {
      id,
      number: orderNumber(id),
      placedAt: new Date().toISOString(),
      items: lines.map(({ id: productId, name, price, qty, image }) => ({
        productId,
        name,
        price,
        qty,
        image,
      })),
      ...priceSummary(lines),
      address: body.address,
      payment:
        payment.method === 'card'
          ? { method: 'card', last4: payment.card.number.slice(-4) }
          : { method: 'cod' },
      status: 'placed',
    }
    await ecommerceOrders().add(order)
    await ecommerceCart().clear()
    return reply({ order }, 201)
  },
})

const listOrders = route({
  method: 'GET',
  path: `${BASE}/orders`,
  async handle(): Promise<{ orders: Order[] }> {
    return { orders: await ecommerceOrders().orderBy('placedAt').reverse().toArray() }
  },
})

const getOrder = route({
  method: 'GET',
  path: `${BASE}/orders/:id`,
  async handle({ params }): Promise<{ order: Order }> {
    const { id } = parseWith(orderIdParams, params)
    return { order: await getOrThrow(ecommerceOrders(), id, 'Order') }
  },
})

const listAddresses = route({
  method: 'GET',
  path: `${BASE}/addresses`,
  async handle(): Promise<{ addresses: SavedAddress[] }> {
    return { addresses: await ecommerceAddresses().toArray() }
  },
})

const addAddress = route({
  method: 'POST',
  path: `${BASE}/addresses`,
  body: addAddressInput,
  async handle({ body }) {
    const address: SavedAddress = { id: await nextId(ecommerceAddresses()), ...body.address }
    await ecommerceAddresses().add(address)
    return reply({ address }, 201)
  },
})

export const orderRoutes = [placeOrder, listOrders, getOrder, listAddresses, addAddress]
