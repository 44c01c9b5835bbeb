/**
 * The insured items of a home policy, checked as a list: each row's own fields, then the rules
 * only the whole list can break (at least one item, no name twice, the policy's total limit).
 * Messages are codes the page translates (see `../form-kit.ts`).
 */
import { z } from 'zod'

export const CATEGORIES = ['electronics', 'jewellery', 'art', 'furniture', 'bicycle'] as const
export const ITEMS_MAX = 8
/** The most the contents cover lists, item by item, on one home policy. */
export const TOTAL_LIMIT = 25_000

export const itemSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1, 'required').max(60, 'tooLong'),
  category: z.enum(CATEGORIES, { error: 'required' }),
  value: z.number({ error: 'required' }).min(50, 'valueRange').max(15_000, 'valueRange'),
})

export interface ItemValues {
  id: string
  name: string
  category: string | null
  value: number | string
}

/** The list's value: typed numbers only (a blank value counts as nothing). */
export const totalValue = (items: readonly Pick<ItemValues, 'value'>[]) =>
  items.reduce((sum, { value }) => sum + (typeof value === 'number' ? value : 0), 0)

/** A row with nothing typed in it: adding another after it is refused. */
export const isEmptyItem = (item: ItemValues) =>
  item.name.trim() === '' && item.category === null && item.value === ''

export const repeaterSchema = z.object({
  items: z
    .array(itemSchema)
    .min(1, 'atLeastOne')
    .max(ITEMS_MAX, 'tooMany')
    .superRefine((items, ctx) => {
      const seen = new Set<string>()
      items.forEach((item, index) => {
        const name = item.name.trim().toLowerCase()
        if (seen.has(name))
          ctx.addIssue({ code: 'custom', message: 'duplicate', path: [index, 'name'] })
        seen.add(name)
      })
      if (totalValue(items) > TOTAL_LIMIT) ctx.addIssue({ code: 'custom', message: 'overLimit' })
    }),
})

export interface RepeaterValues {
  items: ItemValues[]
}

/** The named drivers of a car policy: one to four, each with the year their licence was issued. */
export const DRIVERS_MAX = 4
export const driversSchema = (thisYear: number) =>
  z.object({
    drivers: z
      .array(
        z.object({
          id: z.string(),
          name: z.string().trim().min(1, 'required').max(80, 'tooLong'),
          licensed: z
            .number({ error: 'required' })
            .int('required')
            .min(1950, 'licensedRange')
            .max(thisYear, 'licensedRange'),
        }),
      )
      .min(1, 'atLeastOne')
      .max(DRIVERS_MAX, 'tooMany'),
  })

export interface DriverValues {
  id: string
  name: string
  licensed: number | string
}
