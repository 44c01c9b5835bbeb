/**
 * `GET /api/datatables/initial-data` and `GET /api/datatables/data` (the contract's data tables):
 * the agency's people (staff, and the contacts at client companies) as the contract's data-table row.
 * Field types, written down once: `responsive_id` is always '' (the contract's column for a
 * responsive control); `avatar` is a path under /images/avatars or '' (then initials show);
 * `start_date` is ISO `YYYY-MM-DD`; `salary` is a yearly amount in euros, a number; `age` and
 * `experience` (whole years) are numbers; `status` is 1 to 5: Current, Professional, Rejected,
 * Resigned, Applied. Data and zod only: the worker and the pages both read it.
 */
import { z } from 'zod'
import { optionalParam, pageParam, positiveInt, unknownParam } from '@/shared/contract/zod'

export const DATATABLE_PER_PAGE = 10
export const DATATABLE_PER_PAGE_MAX = 100
export const DATATABLE_Q_MAX = 100

/** Status 1 to 5, in the contract's order; the pages translate them by these keys. */
export const DATATABLE_STATUSES = [
  'current',
  'professional',
  'rejected',
  'resigned',
  'applied',
] as const
export type DataTableStatusKey = (typeof DATATABLE_STATUSES)[number]
export const statusKeyOf = (status: number): DataTableStatusKey =>
  DATATABLE_STATUSES[status - 1] ?? 'current'

export const dataTableRowSchema = z
  .object({
    responsive_id: z.literal(''),
    id: z.number().int().positive(),
    avatar: z.union([
      z.literal(''),
      z.string().regex(/^\/images\/avatars\/[\w-]+\.(svg|png|jpg)$/),
    ]),
    full_name: z.string().min(1).max(120),
    post: z.string().min(1).max(120),
    email: z.email().max(160),
    city: z.string().min(1).max(120),
    start_date: z.iso.date({ error: 'Expected a date (YYYY-MM-DD)' }),
    salary: z.number().nonnegative().max(10_000_000),
    age: z.number().int().min(16).max(100),
    experience: z.number().int().min(0).max(80),
    status: z.number().int().min(1).max(5),
  })
  .strict()
export type DataTableRow = z.infer<typeof dataTableRowSchema>

export const DATATABLE_SORT_COLUMNS = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const satisfies readonly (keyof DataTableRow)[]
export type DataTableSortColumn = (typeof DATATABLE_SORT_COLUMNS)[number]

export const dataTableQuerySchema = z
  .object({
    /** Matches name, post, email, age, salary and start date, whatever the case. */
    q: optionalParam(
      z.string().trim().max(DATATABLE_Q_MAX, `At most ${DATATABLE_Q_MAX} characters`),
    ),
    page: optionalParam(pageParam),
    perPage: optionalParam(
      positiveInt.pipe(z.number().max(DATATABLE_PER_PAGE_MAX, `At most ${DATATABLE_PER_PAGE_MAX}`)),
    ),
    sortColumn: optionalParam(z.enum(DATATABLE_SORT_COLUMNS)),
    sort: optionalParam(z.enum(['asc', 'desc'])),
    /** `false` leaves `allData` out, so a page costs the same at 100 rows and at 100,000. */
    allData: optionalParam(z.enum(['true', 'false'])),
    /** Only the rows of one status, 1 to 5. */
    status: optionalParam(z.enum(['1', '2', '3', '4', '5']).transform(Number)),
  })
  .catchall(unknownParam)
export type DataTableQuery = z.input<typeof dataTableQuerySchema>

export const dataTableAnswerSchema = z
  .object({
    /** Every row, unless the query said `allData=false`. */
    allData: z.array(dataTableRowSchema).optional(),
    /** The page of rows (the contract names it so). */
    invoices: z.array(dataTableRowSchema),
    /** How many rows the search and filter match, over all pages. */
    total: z.number().int().nonnegative(),
  })
  .strict()
export type DataTableAnswer = z.infer<typeof dataTableAnswerSchema>
