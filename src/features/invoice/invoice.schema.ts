/** The Invoices contract: shared by the handlers (parsing input) and the client (parsing answers). */
import { z } from 'zod'
import { idInput, optionalParam, pageParam, positiveInt } from '@/shared/contract/zod'

export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const
export const INVOICE_SORT_COLUMNS = [
  'id',
  'issuedDate',
  'dueDate',
  'total',
  'balance',
  'invoiceStatus',
  'service',
  'client.name',
  'client.companyEmail',
] as const
export const PAYMENT_METHODS = ['Bank transfer', 'Card', 'Cash', 'Direct debit', 'Cheque'] as const
export const HISTORY_TYPES = [
  'created',
  'edited',
  'sent',
  'downloaded',
  'payment',
  'status',
  'duplicated',
] as const

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES)
export const invoiceSortColumnSchema = z.enum(INVOICE_SORT_COLUMNS)

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`)
const required = (max: number, message: string) => text(max).min(1, message)
const day = z.iso.date({ error: 'Expected a date (YYYY-MM-DD)' })
const money = z
  .number({ error: 'Expected a number' })
  .finite()
  .min(-1_000_000_000)
  .max(1_000_000_000)

/** The contract's balance: a number, or a string with the currency sign (`"$724"`, `"-$205.25"`). */
export const balanceSchema = z.union([
  money,
  z.string().regex(/^-?\$\d{1,10}(\.\d{1,2})?$/, 'Expected an amount such as "$724"'),
])

export const clientSchema = z
  .object({
    name: required(120, 'A client name is required'),
    company: text(160),
    companyEmail: z.email('Enter a valid email address').max(254),
    address: text(300),
    country: text(80),
    contact: text(40),
  })
  .strict()

/** A stored client (the picker's list) carries its id. */
export const storedClientSchema = clientSchema.extend({ id: z.number().int().positive() }).strict()

export const lineItemSchema = z
  .object({
    item: required(120, 'An item is required'),
    description: text(1000),
    cost: z.number({ error: 'Expected a number' }).finite().min(0, 'At least 0').max(10_000_000),
    quantity: z
      .number({ error: 'Expected a number' })
      .int('Expected a whole number')
      .min(1, 'At least 1')
      .max(100_000),
    discount: z.number({ error: 'Expected a number' }).min(0, 'At least 0').max(100, 'At most 100'),
    tax: z.number({ error: 'Expected a number' }).min(0, 'At least 0').max(100, 'At most 100'),
  })
  .strict()

export const invoiceSchema = z
  .object({
    id: z.number().int().positive(),
    issuedDate: day,
    client: clientSchema,
    service: z.string(),
    total: money,
    avatar: z.string(),
    invoiceStatus: invoiceStatusSchema,
    balance: balanceSchema,
    dueDate: day,
    items: z.array(lineItemSchema),
    salesperson: z.string(),
    note: z.string(),
    paymentTerms: z.string(),
  })
  .strict()

export const paymentDetailsSchema = z
  .object({
    totalDue: z.string(),
    bankName: z.string(),
    country: z.string(),
    iban: z.string(),
    swiftCode: z.string(),
  })
  .strict()

export const invoiceDetailSchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: paymentDetailsSchema,
})

export const historyEntrySchema = z
  .object({
    id: z.number().int().positive(),
    invoiceId: z.number().int().positive(),
    type: z.enum(HISTORY_TYPES),
    at: z.iso.datetime({ offset: true }),
    by: z.string(),
    /** `edited`: the fields that changed. */
    fields: z.array(z.string()).optional(),
    /** `payment`: what was paid, how, and the balance it left. */
    amount: z.number().optional(),
    method: z.string().optional(),
    date: day.optional(),
    note: z.string().optional(),
    balance: z.number().optional(),
    /** `status`: from one status to another. */
    from: z.string().optional(),
    to: z.string().optional(),
    /** `sent`: the address; `duplicated`: the invoice it was copied from. */
    recipient: z.string().optional(),
    sourceId: z.number().int().positive().optional(),
  })
  .strict()

export const invoiceListQuerySchema = z.object({
  q: optionalParam(z.string().max(200)),
  status: optionalParam(z.string().max(40)),
  /** The invoices one salesperson handled (exact, case-insensitive): a user's account tab. */
  salesperson: optionalParam(z.string().max(120)),
  page: optionalParam(pageParam),
  perPage: optionalParam(positiveInt.pipe(z.number().max(1000, 'At most 1000'))),
  sort: optionalParam(z.enum(['asc', 'desc'])),
  sortColumn: optionalParam(invoiceSortColumnSchema),
  allData: optionalParam(z.enum(['true', 'false'])),
})

export const invoiceListSchema = z.object({
  allData: z.array(invoiceSchema).optional(),
  total: z.number().int().nonnegative(),
  invoices: z.array(invoiceSchema),
})

const invoiceFields = {
  issuedDate: day,
  dueDate: day,
  client: clientSchema,
  service: text(160),
  avatar: text(2000),
  invoiceStatus: invoiceStatusSchema,
  balance: balanceSchema,
  items: z.array(lineItemSchema).min(1, 'Add at least one item').max(100),
  salesperson: text(120),
  note: text(2000),
  paymentTerms: text(200),
}

const dueNotBeforeIssue = (value: { issuedDate?: string; dueDate?: string }) =>
  !value.issuedDate || !value.dueDate || value.dueDate >= value.issuedDate
const dueRule = { message: 'The due date is before the issue date', path: ['dueDate'] }

/** A new invoice: the total is computed from the items; the balance starts at the total. */
export const newInvoiceSchema = z
  .object({
    ...invoiceFields,
    service: invoiceFields.service.default(''),
    avatar: invoiceFields.avatar.default(''),
    invoiceStatus: invoiceStatusSchema.default('Draft'),
    balance: balanceSchema.optional(),
    salesperson: invoiceFields.salesperson.default(''),
    note: invoiceFields.note.default(''),
    paymentTerms: invoiceFields.paymentTerms.default(''),
    total: z.unknown().optional(),
    id: z.unknown().optional(),
  })
  .refine(dueNotBeforeIssue, dueRule)
export const addInvoiceInput = z.object({ invoice: newInvoiceSchema })

/** An update names the invoice and the fields that change; the total follows the items. */
export const invoicePatchSchema = z
  .object({ id: idInput, ...invoiceFields, total: z.unknown().optional() })
  .partial()
  .required({ id: true })
  .refine(dueNotBeforeIssue, dueRule)
export const updateInvoiceInput = z.object({ invoice: invoicePatchSchema })

export const addPaymentInput = z.object({
  id: idInput,
  amount: z
    .number({ error: 'Expected a number' })
    .finite()
    .positive('The amount must be positive')
    .max(1_000_000_000),
  date: day,
  method: z.enum(PAYMENT_METHODS),
  note: text(500).optional(),
})

export const invoiceIdInput = z.object({ id: idInput })
export const invoiceIdQuery = z.object({ id: idInput })
/** What a delete answers: the id of the invoice it removed. */
export const deletedInvoiceSchema = z.object({ id: z.number().int().positive() })
export const recordEventInput = z.object({
  id: idInput,
  event: z.enum(['sent', 'downloaded']),
  recipient: z.email('Enter a valid email address').optional(),
})

export const clientsQuerySchema = z.object({ q: optionalParam(z.string().max(120)) })
export const addClientInput = z.object({ client: clientSchema })

export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>
export type InvoiceSortColumn = z.infer<typeof invoiceSortColumnSchema>
export type Balance = z.infer<typeof balanceSchema>
export type Client = z.infer<typeof clientSchema>
export type StoredClient = z.infer<typeof storedClientSchema>
export type LineItem = z.infer<typeof lineItemSchema>
export type Invoice = z.infer<typeof invoiceSchema>
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>
export type HistoryEntry = z.infer<typeof historyEntrySchema>
export type InvoiceList = z.infer<typeof invoiceListSchema>
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>
export type NewInvoice = z.input<typeof newInvoiceSchema>
export type InvoicePatch = z.input<typeof invoicePatchSchema>
export type AddPayment = z.input<typeof addPaymentInput>
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** The numeric value of a balance (`"-$205.25"` is -205.25). */
export function balanceValue(balance: Balance): number {
  if (typeof balance === 'number') return balance
  const negative = balance.startsWith('-')
  const value = Number(balance.replace(/^-?\$/, ''))
  return negative ? -value : value
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** A line's amount: cost × quantity, less the discount, plus the tax on what is left. */
export const lineAmount = (line: LineItem) =>
  round2(line.cost * line.quantity * (1 - line.discount / 100) * (1 + line.tax / 100))

export interface InvoiceTotals {
  subtotal: number
  discount: number
  tax: number
  total: number
}

/** The totals the preview, the form and the server all compute the same way. */
export function invoiceTotals(items: readonly LineItem[]): InvoiceTotals {
  let subtotal = 0
  let discount = 0
  let tax = 0
  for (const line of items) {
    const gross = line.cost * line.quantity
    const off = (gross * line.discount) / 100
    subtotal += gross
    discount += off
    tax += ((gross - off) * line.tax) / 100
  }
  const total = items.reduce((sum, line) => sum + lineAmount(line), 0)
  return {
    subtotal: round2(subtotal),
    discount: round2(discount),
    tax: round2(tax),
    total: round2(total),
  }
}
