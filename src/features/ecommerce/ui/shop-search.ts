import { z } from 'zod'
import { categorySchema, shopSortSchema } from '../ecommerce.schema'
import type { ProductListParams } from '../api/ecommerce.api'

export const SHOP_PAGE_SIZE = 9

const list = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item))
    .optional()
    .catch(undefined)
const amount = z.coerce.number().int().nonnegative().optional().catch(undefined)

/** The shop's URL: search, sort, page, view and every filter, so a link shows the same shelf. */
export const shopSearchSchema = z.object({
  q: z.string().optional().catch(undefined),
  sortBy: shopSortSchema.optional().catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
  view: z.enum(['grid', 'list']).optional().catch(undefined),
  category: list(categorySchema),
  brand: list(z.string()),
  minPrice: amount,
  maxPrice: amount,
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
})
export type ShopSearch = z.infer<typeof shopSearchSchema>

export const listParams = (search: ShopSearch): ProductListParams => ({
  q: search.q,
  sortBy: search.sortBy ?? 'featured',
  page: search.page ?? 1,
  perPage: SHOP_PAGE_SIZE,
  category: search.category,
  brand: search.brand,
  minPrice: search.minPrice,
  maxPrice: search.maxPrice,
  rating: search.rating,
})

/** A change of filter or search starts again at page 1. */
export const refine = (search: ShopSearch, change: Partial<ShopSearch>): ShopSearch => ({
  ...search,
  page: undefined,
  ...change,
})

export const hasFilters = (search: ShopSearch) =>
  Boolean(
    search.category?.length ||
    search.brand?.length ||
    search.minPrice !== undefined ||
    search.maxPrice !== undefined ||
    search.rating !== undefined,
  )

/** `?order=<id>` is a placed order's confirmation: a reload still shows it. */
export const checkoutSearchSchema = z.object({
  order: z.coerce.number().int().positive().optional().catch(undefined),
})
