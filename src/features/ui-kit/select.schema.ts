/**
 * `GET /api/select/data` (the contract names it; the shape is the project's): the agency's
 * policyholders as select options, a page at a time, narrowed by `q`, for the async select demo.
 * Data and zod only: the worker and the page both read it.
 */
import { z } from 'zod'
import { optionalParam, pageParam, positiveInt, unknownParam } from '@/shared/contract/zod'

export const SELECT_Q_MAX = 100
export const SELECT_PER_PAGE = 20
export const SELECT_PER_PAGE_MAX = 50

export const selectOptionSchema = z
  .object({
    /** The policyholder's id as a string: what a Mantine select stores. */
    value: z.string().regex(/^\d+$/),
    label: z.string().min(1).max(120),
    /** Where they live, shown under the name. */
    town: z.string().min(1).max(120),
  })
  .strict()
export type SelectOption = z.infer<typeof selectOptionSchema>

export const selectAnswerSchema = z
  .object({
    options: z.array(selectOptionSchema),
    /** Every option the search matches, over all pages. */
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
  })
  .strict()
export type SelectAnswer = z.infer<typeof selectAnswerSchema>

/** Any other parameter is a 400 naming it. */
export const selectQuerySchema = z
  .object({
    q: optionalParam(z.string().trim().max(SELECT_Q_MAX, `At most ${SELECT_Q_MAX} characters`)),
    page: optionalParam(pageParam),
    perPage: optionalParam(
      positiveInt.pipe(z.number().max(SELECT_PER_PAGE_MAX, `At most ${SELECT_PER_PAGE_MAX}`)),
    ),
  })
  .catchall(unknownParam)
export type SelectQuery = z.input<typeof selectQuerySchema>
