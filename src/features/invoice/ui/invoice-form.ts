/**
 * The add and edit form's model. The values have the request's shape (`client.name`,
 * `items.0.cost`), so an error's path is the same in the form, the contract and the API's
 * answer; numbers may be empty strings while typed, and dates null while cleared.
 */
import { z } from 'zod'
import {
  newInvoiceSchema,
  type Client,
  type Invoice,
  type InvoiceStatus,
  type LineItem,
  type NewInvoice,
} from '../invoice.schema'
import { today } from './invoice-format'

type Num = number | string

export interface LineValues {
  key: string
  item: string
  description: string
  cost: Num
  quantity: Num
  discount: Num
  tax: Num
}

export interface InvoiceFormValues {
  client: Client | null
  issuedDate: string | null
  dueDate: string | null
  service: string
  invoiceStatus: InvoiceStatus
  items: LineValues[]
  salesperson: string
  note: string
  paymentTerms: string
}

let keys = 0
export const lineKey = () => `line-${(keys += 1)}`

export const blankLine = (): LineValues => ({
  key: lineKey(),
  item: '',
  description: '',
  cost: 0,
  quantity: 1,
  discount: 0,
  tax: 0,
})

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export function blankInvoice(salesperson: string): InvoiceFormValues {
  const issued = today()
  return {
    client: null,
    issuedDate: issued,
    dueDate: addDays(issued, 30),
    service: '',
    invoiceStatus: 'Draft',
    items: [blankLine()],
    salesperson,
    note: '',
    paymentTerms: 'Net 30',
  }
}

export const valuesOf = (invoice: Invoice): InvoiceFormValues => ({
  client: invoice.client,
  issuedDate: invoice.issuedDate,
  dueDate: invoice.dueDate,
  service: invoice.service,
  invoiceStatus: invoice.invoiceStatus,
  items: invoice.items.map((line) => ({ ...line, key: lineKey() })),
  salesperson: invoice.salesperson,
  note: invoice.note,
  paymentTerms: invoice.paymentTerms,
})

/** An empty number box is not zero: it goes as NaN, which the contract refuses on its field. */
const number = (value: Num) => (value === '' ? Number.NaN : Number(value))

export const toLine = ({ key: _key, ...line }: LineValues): LineItem => ({
  ...line,
  item: line.item.trim(),
  description: line.description.trim(),
  cost: number(line.cost),
  quantity: number(line.quantity),
  discount: number(line.discount),
  tax: number(line.tax),
})

/** The request these values make; a missing client or date goes as an empty one, refused there. */
export function toInput(values: InvoiceFormValues): NewInvoice {
  return {
    client: values.client ?? {
      name: '',
      company: '',
      companyEmail: '',
      address: '',
      country: '',
      contact: '',
    },
    issuedDate: values.issuedDate ?? '',
    dueDate: values.dueDate ?? '',
    service: values.service.trim() || (values.items[0]?.item.trim() ?? ''),
    invoiceStatus: values.invoiceStatus,
    items: values.items.map(toLine),
    salesperson: values.salesperson.trim(),
    note: values.note.trim(),
    paymentTerms: values.paymentTerms.trim(),
  }
}

/** The form is checked as the request it becomes, by the contract's own schema. */
export const invoiceFormSchema = z
  .custom<InvoiceFormValues>((values) => typeof values === 'object' && values !== null)
  .transform(toInput)
  .pipe(newInvoiceSchema)

const LINE_FIELDS = ['item', 'description', 'cost', 'quantity', 'discount', 'tax'] as const

/** Every field an error may land on: a client's errors show on the picker. */
export const formFields = (values: InvoiceFormValues) => [
  'client',
  'issuedDate',
  'dueDate',
  'service',
  'invoiceStatus',
  'items',
  'salesperson',
  'note',
  'paymentTerms',
  ...values.items.flatMap((_, index) => LINE_FIELDS.map((field) => `items.${index}.${field}`)),
]
