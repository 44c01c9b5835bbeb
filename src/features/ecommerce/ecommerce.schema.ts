/** The E-commerce contract: shared by the handlers (parsing input) and the client (parsing answers). */
import { z } from 'zod'
import { idInput, manyOf, pageParam, positiveInt } from '@/shared/contract/zod'

export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc'] as const
export const CATEGORIES = ['devices', 'office', 'safety', 'home', 'travel', 'accessories'] as const
export const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'] as const
export const PAYMENT_METHODS = ['card', 'cod'] as const
export const ADDRESS_KINDS = ['home', 'office'] as const
export const MAX_QTY = 99

export const shopSortSchema = z.enum(SHOP_SORTS)
export const categorySchema = z.enum(CATEGORIES)

const money = z.number().finite().nonnegative()
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`)
const required = (max: number, message: string) => text(max).min(1, message)

export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  category: categorySchema,
  price: money,
  image: z.string(),
  hasFreeShipping: z.boolean(),
  rating: z.number().int().min(1).max(5),
})
export const listedProductSchema = productSchema.extend({
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
})
export const productDetailSchema = listedProductSchema.extend({
  colorOptions: z.array(z.enum(COLOR_OPTIONS)),
})
export const wishlistItemSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
})
export const cartItemSchema = wishlistItemSchema.extend({
  qty: z.number().int().min(1).max(MAX_QTY),
})
export const cartProductSchema = listedProductSchema.extend({
  qty: z.number().int(),
  shippingDate: z.string(),
  offers: z.number().int().min(1).max(4),
  discountPercentage: z.number().int().min(3).max(20),
})

/** A positive integer given as a string (query) or in a path. */
const rating = z
  .string()
  .regex(/^[1-5]$/, 'Expected a rating from 1 to 5')
  .transform(Number)
const price = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Expected a price')
  .transform(Number)

export const productListQuery = z.object({
  q: z.string().max(200).optional(),
  sortBy: shopSortSchema.default('featured'),
  perPage: positiveInt.pipe(z.number().max(100, 'At most 100')).default(9),
  page: pageParam.default(1),
  category: manyOf(categorySchema).optional(),
  brand: manyOf(z.string().min(1).max(80)).optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  /** The lowest rating kept (`4` keeps 4 and 5). */
  rating: rating.optional(),
})
export type ProductListQuery = z.input<typeof productListQuery>

export const productListSchema = z.object({
  products: z.array(listedProductSchema),
  total: z.number().int().nonnegative(),
  userWishlist: z.array(wishlistItemSchema),
  userCart: z.array(cartItemSchema),
})
export const facetsSchema = z.object({
  categories: z.array(z.object({ name: categorySchema, count: z.number().int() })),
  brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
  priceRange: z.object({ min: money, max: money }),
})

/** `{id}` of a product: the numeric id or a slug ending in it (`smart-watch-12`). */
export const productKeyParams = z.object({
  id: z
    .string()
    // The slug's words are lowercase letters and digits joined by single dashes: `-1` is no id.
    .regex(
      /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?[1-9]\d*$/,
      'Expected a product id or a slug ending in it',
    )
    .transform((value) => Number(/(\d+)$/.exec(value)?.[1])),
})
export const productIdParams = z.object({ productId: positiveInt })
export const orderIdParams = z.object({ id: positiveInt })
export const productIdInput = z.object({ productId: idInput })
export const updateCartInput = z.object({
  productId: idInput,
  qty: z
    .number({ error: 'Expected a quantity' })
    .int('Expected a whole quantity')
    .min(1, 'At least 1')
    .max(MAX_QTY, `At most ${MAX_QTY}`),
})

export const addressSchema = z.object({
  fullName: required(120, 'A name is required'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/, 'Enter a valid phone number'),
  street: required(200, 'A street is required'),
  city: required(80, 'A city is required'),
  zip: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'Enter a valid postal code'),
  country: required(80, 'A country is required'),
  kind: z.enum(ADDRESS_KINDS),
})
export const savedAddressSchema = addressSchema.extend({ id: z.number().int().positive() })
export const addAddressInput = z.object({ address: addressSchema })

/** Luhn's check digit, the one every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

const cardNumber = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits')
      .refine(passesLuhn, 'This card number is not valid'),
  )

/** `MM/YY`, not in the past. */
export function expiryIsValid(value: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value)
  if (!match) return false
  const year = 2000 + Number(match[2])
  const month = Number(match[1])
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
}

export const cardSchema = z.object({
  number: cardNumber,
  name: required(120, 'The name on the card is required'),
  expiry: z.string().refine((value) => expiryIsValid(value), 'Enter a future date as MM/YY'),
  cvv: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back'),
})

export const paymentInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), card: cardSchema }),
  z.object({ method: z.literal('cod') }),
])
export const placeOrderInput = z.object({ address: addressSchema, payment: paymentInput })

export const orderItemSchema = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  price: money,
  qty: z.number().int().positive(),
  image: z.string(),
})
export const orderSchema = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  placedAt: z.iso.datetime(),
  items: z.array(orderItemSchema),
  subtotal: money,
  discount: money,
  shipping: money,
  total: money,
  address: addressSchema,
  payment: z.object({
    method: z.enum(PAYMENT_METHODS),
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
  }),
  status: z.literal('placed'),
})

const cents = (value: number) => Math.round(value * 100) / 100
export const SHIPPING_FEE = 9.99

/** The price summary of a cart: what the checkout shows and what an order stores. */
export function priceSummary(
  lines: readonly Pick<CartProduct, 'price' | 'qty' | 'discountPercentage' | 'hasFreeShipping'>[],
) {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.price * line.qty, 0))
  const discount = cents(
    lines.reduce((sum, line) => sum + (line.price * line.qty * line.discountPercentage) / 100, 0),
  )
  const shipping =
    lines.length === 0 || lines.every((line) => line.hasFreeShipping) ? 0 : SHIPPING_FEE
  return { subtotal, discount, shipping, total: cents(subtotal - discount + shipping) }
}

export type Product = z.infer<typeof productSchema>
export type ListedProduct = z.infer<typeof listedProductSchema>
export type ProductDetail = z.infer<typeof productDetailSchema>
export type WishlistItem = z.infer<typeof wishlistItemSchema>
export type CartItem = z.infer<typeof cartItemSchema>
export type CartProduct = z.infer<typeof cartProductSchema>
export type ProductList = z.infer<typeof productListSchema>
export type Facets = z.infer<typeof facetsSchema>
export type Category = z.infer<typeof categorySchema>
export type ShopSort = z.infer<typeof shopSortSchema>
export type Address = z.infer<typeof addressSchema>
export type SavedAddress = z.infer<typeof savedAddressSchema>
export type PaymentInput = z.input<typeof paymentInput>
export type PlaceOrder = z.input<typeof placeOrderInput>
export type Order = z.infer<typeof orderSchema>
export type OrderItem = z.infer<typeof orderItemSchema>
