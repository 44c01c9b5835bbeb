/**
 * The invoice PDF read back as text (pdfjs-dist, as a client's viewer reads it): one invoice of
 * 100 items with names in Polish, Greek and Cyrillic, rendered with the French strings, so the
 * file is made once and every assertion reads it.
 */
import { writeFile } from 'node:fs/promises'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTranslator } from '@/shared/i18n/translator'
import { invoiceTotals, type InvoiceDetail, type LineItem } from '../invoice.schema'
import en from '../locales/en.json'
import fr from '../locales/fr.json'
import { formatDay, formatMoney } from '../ui/invoice-format'
import { invoicePdf } from './invoice-pdf'
import { pdfLabels } from './pdf-labels'

const LONG =
  'Comprehensive fleet cover for forty-two delivery vans operating between Warsaw, Kraków and ' +
  'Gdańsk, including roadside assistance, replacement vehicles within twenty-four hours, glass ' +
  'repair without excess, legal protection for drivers, cargo insurance up to fifty thousand ' +
  'euros per vehicle, and a named claims handler reachable every weekday morning'

const items: LineItem[] = Array.from({ length: 100 }, (_, index) => ({
  item: `Poste ${index + 1}`,
  description: `Ligne-${index + 1} couverture annuelle`,
  cost: 100 + index * 7.25,
  quantity: 1 + (index % 4),
  discount: index % 3 === 0 ? 10 : 0,
  tax: index % 5 === 0 ? 21 : 0,
}))
items[2] = { ...items[2]!, description: LONG }
items[6] = { ...items[6]!, item: 'Δημήτρης Παπαδόπουλος', description: 'Ασφάλεια ζωής' }
items[7] = { ...items[7]!, item: 'Дмитрий Иванов', description: 'Страхование автомобиля' }
items[8] = { ...items[8]!, description: 'Assistance € zone Europe' }
const totals = invoiceTotals(items)

const detail: InvoiceDetail = {
  invoice: {
    id: 7,
    issuedDate: '2026-11-20',
    dueDate: '2026-12-20',
    client: {
      name: 'Łukasz Żółć',
      company: 'Żółć Transport sp. z o.o.',
      companyEmail: 'lukasz@zolc.pl',
      address: 'ul. Świętokrzyska 12, Warszawa',
      country: 'Polska',
      contact: '+48 600 100 200',
    },
    service: 'Fleet policy renewal',
    total: totals.total,
    avatar: '',
    invoiceStatus: 'Draft',
    balance: totals.total,
    items,
    salesperson: 'Ana Ruiz',
    note: 'Paiement par virement sous trente jours, merci de rappeler le numéro de la facture.',
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

// pdfjs reads the narrow no-break space of French numbers as a space.
const money = (value: number) => formatMoney(value, 'fr').replace(/\s/g, ' ')
const pages: string[] = []
let bytes = 0
let made = 0

beforeAll(async () => {
  const t = createTranslator(fr, en)
  const started = performance.now()
  const blob = invoicePdf(detail, pdfLabels(t, detail.invoice.id), 'fr')
  made = performance.now() - started
  expect(blob.type).toBe('application/pdf')
  const data = new Uint8Array(await blob.arrayBuffer())
  bytes = data.length
  // For a look at the pages: `pdftoppm -png -r 60 /tmp/invoice-100.pdf /tmp/invoice-100`.
  if (process.env.INVOICE_PDF_OUT) await writeFile(process.env.INVOICE_PDF_OUT, data)
  const pdf = await getDocument({ data, useSystemFonts: false }).promise
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
  }
  await pdf.destroy()
}, 60_000)

describe('the invoice PDF', () => {
  it('prints all 100 items over several pages, each with its header and page number', () => {
    console.info(
      `100-item invoice PDF: ${pages.length} pages, ${bytes} bytes, ${made.toFixed(0)} ms`,
    )
    expect(pages.length).toBeGreaterThan(1)
    const lines = pages.join('\n').split('\n')
    for (const line of items) {
      expect(lines).toContain(line.item)
      if (line.description !== LONG) expect(lines).toContain(line.description)
    }
    pages.forEach((text, index) => {
      expect(text).toContain('Corredor Seguros')
      expect(text).toContain('Facture n° 7')
      expect(text).toContain('Article\n')
      expect(text).toContain('Montant\n')
      expect(text).toContain(`Page ${index + 1} sur ${pages.length}`)
    })
  })

  it('wraps a long description, every word kept', () => {
    const words = pages.join('\n').split(/\s+/)
    for (const word of LONG.split(' ')) expect(words).toContain(word)
    expect(pages.join('\n')).not.toContain(LONG)
  })

  it('writes Polish, Greek and Cyrillic names, the euro sign and French typography', () => {
    const all = pages.join('\n')
    expect(pages[0]).toContain('Łukasz Żółć')
    expect(pages[0]).toContain('ul. Świętokrzyska 12, Warszawa')
    expect(all).toContain('Δημήτρης Παπαδόπουλος')
    expect(all).toContain('Дмитрий Иванов')
    expect(all).toContain('Страхование автомобиля')
    expect(all).toContain('Assistance € zone Europe')
    expect(pages[0]).toContain('Date d’émission')
    expect(pages[0]).toContain('Coordonnées de paiement')
    expect(pages[0]).toContain(formatDay('2026-11-20', 'fr'))
  })

  it('puts the right totals on the last page only', () => {
    const last = pages.at(-1)!
    for (const amount of [totals.subtotal, -totals.discount, totals.tax, totals.total])
      expect(last).toContain(money(amount))
    expect(totals.total).toBe(detail.invoice.total)
    expect(last).toContain('Sous-total')
    expect(last).toContain('Paiement par virement')
    pages.slice(0, -1).forEach((text) => expect(text).not.toContain('Sous-total'))
  })
})

describe('an invoice the font cannot fully write', () => {
  it('still makes its file: letters outside the subset left blank, a note of hundreds of lines flowing on', async () => {
    const odd: LineItem[] = [
      {
        item: '王小明 🚗 محمد',
        description: 'x'.repeat(1000),
        cost: 10,
        quantity: 1,
        discount: 0,
        tax: 0,
      },
    ]
    const note = Array.from({ length: 300 }, (_, index) => `line ${index + 1}`).join('\n')
    const invoice = { ...detail.invoice, items: odd, total: invoiceTotals(odd).total, note }
    const blob = invoicePdf({ ...detail, invoice }, pdfLabels(createTranslator(en, en), 7), 'en')
    const pdf = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()) }).promise
    const last = await (await pdf.getPage(pdf.numPages)).getTextContent()
    const text = last.items.map((item) => ('str' in item ? item.str : '')).join('\n')
    expect(pdf.numPages).toBeGreaterThan(2)
    expect(text).toContain('line 300')
    expect(text).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`)
    await pdf.destroy()
  })
})
