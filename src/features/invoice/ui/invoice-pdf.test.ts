import { describe, expect, it } from 'vitest'
import type { InvoiceDetail } from '../invoice.schema'
import { invoicePdf, type PdfLabels } from './invoice-pdf'

const detail: InvoiceDetail = {
  invoice: {
    id: 7,
    issuedDate: '2026-11-20',
    dueDate: '2026-12-20',
    client: {
      name: 'Lucía Fernández (Sra.)',
      company: 'Transportes Fernández S.L.',
      companyEmail: 'lucia@transportesfernandez.es',
      address: 'Calle Mayor 12',
      country: 'Spain',
      contact: '+34 612 345 678',
    },
    service: 'Fleet policy renewal',
    total: 1860,
    avatar: '',
    invoiceStatus: 'Draft',
    balance: 1860,
    items: [
      {
        item: 'Fleet policy',
        description: 'Annual \\ renewal',
        cost: 1000,
        quantity: 2,
        discount: 10,
        tax: 0,
      },
      { item: 'Assistance €', description: '', cost: 50, quantity: 1, discount: 0, tax: 20 },
    ],
    salesperson: 'John Doe',
    note: 'Thanks',
    paymentTerms: 'Net 30',
  },
  paymentDetails: {
    totalDue: '$1,860.00',
    bankName: 'Banco Santander',
    country: 'Spain',
    iban: 'ES91 2100 0418 4502 0005 1332',
    swiftCode: 'BSCHESMMXXX',
  },
}

const labels = new Proxy({} as PdfLabels, { get: (_, key) => String(key) })

async function pdfText() {
  const blob = invoicePdf(
    detail,
    labels,
    (value) => `$${value.toFixed(2)}`,
    (day) => day,
  )
  expect(blob.type).toBe('application/pdf')
  return Buffer.from(await blob.arrayBuffer()).toString('latin1')
}

describe('invoicePdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', async () => {
    const text = await pdfText()
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(6)
    offsets.forEach((offset, index) =>
      expect(text.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)),
    )
    const stream = /stream\n([\s\S]*)\nendstream/.exec(text)![1]!
    expect(Number(/\/Length (\d+)/.exec(text)?.[1])).toBe(stream.length)
  })

  it('escapes the delimiters and writes Latin-1 and the euro sign in WinAnsi', async () => {
    const text = await pdfText()
    expect(text).toContain('(Luc\\355a Fern\\341ndez \\(Sra.\\))')
    expect(text).toContain('(Annual \\\\ renewal)')
    expect(text).toContain('(Assistance \\200)')
    expect(text).toContain('($1860.00)')
  })
})
