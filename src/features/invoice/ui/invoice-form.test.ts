import { describe, expect, it } from 'vitest'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { invoiceTotals } from '../invoice.schema'
import {
  blankInvoice,
  blankLine,
  formFields,
  invoiceFormSchema,
  toInput,
  type InvoiceFormValues,
} from './invoice-form'

const client = {
  name: 'Ana Torres',
  company: 'Torres Seguros',
  companyEmail: 'ana@torresseguros.es',
  address: '',
  country: 'Spain',
  contact: '',
}
const validate = (values: InvoiceFormValues) =>
  schemaValidate<InvoiceFormValues>(invoiceFormSchema, { fields: formFields(values) })(values)

describe('the invoice form', () => {
  it('puts the contract’s errors on the fields that show them', () => {
    const values = { ...blankInvoice('John Doe'), items: [{ ...blankLine(), cost: '' }] }
    const errors = validate(values)
    // A missing client shows on the picker; an empty cost box is not a zero.
    expect(Object.keys(errors).sort()).toEqual(['client', 'items.0.cost', 'items.0.item'])
  })

  it('refuses a due date before the issue date on the due date', () => {
    const values: InvoiceFormValues = {
      ...blankInvoice(''),
      client,
      issuedDate: '2026-11-20',
      dueDate: '2026-11-01',
      items: [{ ...blankLine(), item: 'Policy', cost: 10 }],
    }
    expect(Object.keys(validate(values))).toEqual(['dueDate'])
  })

  it('makes the request: numbers from the boxes, trimmed text, the first item as the service', () => {
    const values: InvoiceFormValues = {
      ...blankInvoice(' John Doe '),
      client,
      items: [
        { ...blankLine(), item: ' Fleet policy ', cost: '1200', quantity: 2 },
        { ...blankLine(), item: 'Assistance', cost: 150, quantity: '1', tax: '10' },
      ],
    }
    expect(validate(values)).toEqual({})
    const input = toInput(values)
    expect(input).toMatchObject({ service: 'Fleet policy', salesperson: 'John Doe', client })
    expect(input.items.map((line) => [line.item, line.cost, line.quantity, line.tax])).toEqual([
      ['Fleet policy', 1200, 2, 0],
      ['Assistance', 150, 1, 10],
    ])
    expect(invoiceTotals(input.items).total).toBe(2565)
  })
})
