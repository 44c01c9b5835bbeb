/**
 * Orders and saved addresses, each the caller's own: placing an order stores it for the caller,
 * empties the caller's cart and answers it; another user's order is a 404, as if unknown. A card
 * number is never stored, only its last four digits. The dashboards read every user's
 * `ecommerceOrders` rows as they are stored here.
 */
import { now } from '@mocks/kernel/draws'
import { badRequest } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import { ecommerceEndpoints as api } from '@/features/ecommerce/ecommerce.endpoints'
import { priceSummary } from '@/features/ecommerce/ecommerce.schema'
import { cartProduct, readBasket } from './ecommerce.catalog'
import { addressesOf, orderOf, ordersOf, withoutOwner } from './ecommerce.owner'
import {
  ecommerceAddresses,
  ecommerceCart,
  ecommerceOrders,
  ecommerceProducts,
  type AddressRow,
  type OrderRow,
} from './ecommerce.table'

/** A number a shopper can read out on the phone: `CR-10042`. */
export const orderNumber = (id: number) => `CR-${10000 + id}`

const placeOrder = route(api.placeOrder, {
  async handle({ body, session }) {
    const basket = await readBasket(session.userId)
    const products = await ecommerceProducts().bulkGet(basket.cart.map((item) => item.productId))
    const lines = basket.cart.flatMap((item, index) => {
      const product = products[index]
      return product ? [cartProduct(product, item, basket)] : []
    })
    if (lines.length === 0) throw badRequest('The cart is empty', { cart: 'The cart is empty' })
    const id = await nextId(ecommerceOrders())
    const { payment } = body
    const order: OrderRow = {
      id,
      userId: session.userId,
      number: orderNumber(id),
      placedAt: now().toISOString(),
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
    await ecommerceCart().where('userId').equals(session.userId).delete()
    return withStatus({ order: withoutOwner(order) }, 201)
  },
})

const listOrders = route(api.orders, {
  async handle({ session }) {
    return { orders: (await ordersOf(session.userId)).map(withoutOwner) }
  },
})

const getOrder = route(api.order, {
  async handle({ params, session }) {
    return { order: withoutOwner(await orderOf(session.userId, params.id)) }
  },
})

const listAddresses = route(api.addresses, {
  async handle({ session }) {
    return { addresses: (await addressesOf(session.userId)).map(withoutOwner) }
  },
})

const addAddress = route(api.addAddress, {
  async handle({ body, session }) {
    const id = await nextId(ecommerceAddresses())
    const address: AddressRow = { id, userId: session.userId, ...body.address }
    await ecommerceAddresses().add(address)
    return withStatus({ address: withoutOwner(address) }, 201)
  },
})

export const orderRoutes = [placeOrder, listOrders, getOrder, listAddresses, addAddress]
