/** The shop's seed: 27 products, a wishlist of three, a cart of two, two saved addresses. */
import type { Seed } from '@mocks/db/seed'
import type { CartItem, SavedAddress, WishlistItem } from '@/features/ecommerce/ecommerce.schema'
import { seedProducts } from './ecommerce.seed-data'

const wishlist: WishlistItem[] = [
  { id: 1, productId: 2 },
  { id: 2, productId: 13 },
  { id: 3, productId: 22 },
]

const cart: CartItem[] = [
  { id: 1, productId: 5, qty: 1 },
  { id: 2, productId: 18, qty: 2 },
]

const addresses: SavedAddress[] = [
  {
    id: 1,
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
    fullName: 'John Doe',
    phone: '+34 600 123 456',
    street: 'Avenida del Puerto 7',
    city: 'Valencia',
    zip: '46023',
    country: 'Spain',
    kind: 'home',
  },
]

export const ecommerceSeeds: Seed[] = [
  { table: 'ecommerceProducts', rows: () => seedProducts },
  { table: 'ecommerceWishlist', rows: () => wishlist },
  { table: 'ecommerceCart', rows: () => cart },
  { table: 'ecommerceOrders', rows: () => [] },
  { table: 'ecommerceAddresses', rows: () => addresses },
]
