/**
 * The shop's seed: 27 products, and the admin's wishlist of three, cart of two, two saved
 * addresses and three past orders (around the seeds' fixed date, 2026-11-22). The client has no
 * shop; an account made later starts with an empty basket.
 */
import { ADMIN_USER_ID } from '@mocks/auth/auth.seed'
import type { Seed } from '@mocks/db/seed'
import { priceSummary, type Order } from '@/features/ecommerce/ecommerce.schema'
import { cartExtras } from './ecommerce.catalog'
import { orderNumber } from './ecommerce.orders'
import { seedProducts } from './ecommerce.seed-data'
import type { AddressRow, CartRow, OrderRow, WishlistRow } from './ecommerce.table'

const ADMIN = ADMIN_USER_ID

const wishlist: WishlistRow[] = [
  { id: 1, userId: ADMIN, productId: 2 },
  { id: 2, userId: ADMIN, productId: 13 },
  { id: 3, userId: ADMIN, productId: 22 },
]

const cart: CartRow[] = [
  { id: 1, userId: ADMIN, productId: 5, qty: 1 },
  { id: 2, userId: ADMIN, productId: 18, qty: 2 },
]

const addresses: AddressRow[] = [
  {
    id: 1,
    userId: ADMIN,
    fullName: 'John Doe',
    phone: '+34 600 123 456',
    street: 'Calle de Alcalá 42, 3º B',
    city: 'Madrid',
    zip: '28014',
    country: 'Spain',
    kind: 'office',
  },
  {
    id: 2,
    userId: ADMIN,
    fullName: 'John Doe',
    phone: '+34 600 123 456',
    street: 'Avenida del Puerto 7',
    city: 'Valencia',
    zip: '46023',
    country: 'Spain',
    kind: 'home',
  },
]

function pastOrder(
  id: number,
  placedAt: string,
  lines: [productId: number, qty: number][],
  address: AddressRow,
  payment: Order['payment'],
): OrderRow {
  const items = lines.map(([productId, qty]) => {
    const product = seedProducts[productId - 1]!
    const { name, price, image, hasFreeShipping } = product
    return { productId, name, price, qty, image, hasFreeShipping }
  })
  const { id: _id, userId, ...shipTo } = address
  return {
    id,
    userId,
    number: orderNumber(id),
    placedAt,
    items: items.map(({ hasFreeShipping: _free, ...item }) => item),
    ...priceSummary(
      items.map((item) => ({ ...item, ...cartExtras(item.productId, Date.parse(placedAt)) })),
    ),
    address: shipTo,
    payment,
    status: 'placed',
  }
}

const [office, home] = addresses as [AddressRow, AddressRow]
const orders: OrderRow[] = [
  pastOrder(
    1,
    '2026-10-03T09:12:00.000Z',
    [
      [1, 1],
      [9, 2],
    ],
    office,
    { method: 'card', last4: '4242' },
  ),
  pastOrder(
    2,
    '2026-10-29T16:40:00.000Z',
    [
      [18, 4],
      [19, 4],
      [21, 1],
    ],
    office,
    { method: 'cod' },
  ),
  pastOrder(
    3,
    '2026-11-17T11:05:00.000Z',
    [
      [22, 2],
      [23, 3],
    ],
    home,
    { method: 'card', last4: '0005' },
  ),
]

export const ecommerceSeeds: Seed[] = [
  { table: 'ecommerceProducts', rows: () => seedProducts },
  { table: 'ecommerceWishlist', rows: () => wishlist },
  { table: 'ecommerceCart', rows: () => cart },
  { table: 'ecommerceOrders', rows: () => orders },
  { table: 'ecommerceAddresses', rows: () => addresses },
]
