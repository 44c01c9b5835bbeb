/**
 * The policy period form's rule: a start and an end day (`YYYY-MM-DD`, as @mantine/dates gives
 * them), the start before the end, and a policy at most five years long.
 */
import dayjs from 'dayjs'
import { z } from 'zod'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day')

export const policyPeriodSchema = z
  .object({ start: day, end: day })
  .refine(({ start, end }) => start < end, {
    path: ['end'],
    message: 'The end must be after the start',
  })
  .refine(({ start, end }) => dayjs(end).diff(start, 'year', true) <= 5, {
    path: ['end'],
    message: 'At most five years',
  })

export interface PolicyPeriod {
  start: string | null
  end: string | null
}

/** The day `days` from `from` (today by default), as the pickers store it. */
export const dayFrom = (days: number, from: string | Date = new Date()) =>
  dayjs(from).add(days, 'day').format('YYYY-MM-DD')
