/**
 * The invoice as a real PDF file, written by hand: one A4 page, Helvetica in WinAnsi encoding
 * (Latin-1, enough for the agency's languages), text and rules only. No library: the app works
 * offline and a PDF of text is a few hundred lines of PostScript-like operators.
 */
import { invoiceTotals, lineAmount, type InvoiceDetail } from '../invoice.schema'
import { AGENCY } from './agency'

export interface PdfLabels {
  title: string
  issued: string
  due: string
  invoiceTo: string
  paymentDetails: string
  item: string
  cost: string
  quantity: string
  price: string
  subtotal: string
  discount: string
  tax: string
  total: string
  totalDue: string
  bankName: string
  iban: string
  swiftCode: string
  salesperson: string
  note: string
}

type Money = (value: number) => string
type Day = (day: string) => string

/** A PDF string literal: Latin-1 bytes, with the delimiters escaped and the rest as `?`. */
function pdfText(text: string): string {
  let out = ''
  for (const char of text.replace(/[\u202f\u2009]/g, ' ')) {
    const code = char === '€' ? 0x80 : char.charCodeAt(0)
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
    else if (code >= 32 && code < 127) out += char
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8)}`
    else if (code === 0x80) out += '\\200'
    else out += '?'
  }
  return `(${out})`
}

class Page {
  readonly ops: string[] = []
  text(
    x: number,
    y: number,
    value: string,
    size = 10,
    bold = false,
    align: 'left' | 'right' = 'left',
  ) {
    // Helvetica's average advance is about half the size: close enough to right-align numbers.
    const width = align === 'right' ? value.length * size * 0.5 : 0
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${(x - width).toFixed(1)} ${y} Td ${pdfText(value)} Tj ET`,
    )
  }
  rule(y: number) {
    this.ops.push(`0.8 G 0.5 w 40 ${y} m 555 ${y} l S 0 G`)
  }
}

export function invoicePdf(detail: InvoiceDetail, labels: PdfLabels, money: Money, day: Day): Blob {
  const { invoice, paymentDetails } = detail
  const page = new Page()
  let y = 800
  page.text(40, y, AGENCY.name, 16, true)
  page.text(555, y, labels.title, 16, true, 'right')
  AGENCY.lines.forEach((line, index) => page.text(40, y - 18 - index * 13, line, 9))
  page.text(555, y - 18, `${labels.issued}: ${day(invoice.issuedDate)}`, 9, false, 'right')
  page.text(555, y - 31, `${labels.due}: ${day(invoice.dueDate)}`, 9, false, 'right')
  y -= 70
  page.rule(y)
  y -= 20
  const { client } = invoice
  page.text(40, y, labels.invoiceTo, 10, true)
  page.text(320, y, labels.paymentDetails, 10, true)
  const left = [
    client.name,
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
  ]
  const right = [
    `${labels.totalDue}: ${paymentDetails.totalDue}`,
    `${labels.bankName}: ${paymentDetails.bankName}`,
    paymentDetails.country,
    `${labels.iban}: ${paymentDetails.iban}`,
    `${labels.swiftCode}: ${paymentDetails.swiftCode}`,
  ]
  left.filter(Boolean).forEach((line, index) => page.text(40, y - 15 - index * 13, line, 9))
  right.forEach((line, index) => page.text(320, y - 15 - index * 13, line, 9))
  y -= 105
  page.rule(y + 12)
  page.text(40, y, labels.item, 9, true)
  page.text(380, y, labels.cost, 9, true, 'right')
  page.text(440, y, labels.quantity, 9, true, 'right')
  page.text(555, y, labels.price, 9, true, 'right')
  y -= 8
  page.rule(y)
  for (const line of invoice.items.slice(0, 20)) {
    y -= 16
    page.text(40, y, line.item, 9, true)
    page.text(380, y, money(line.cost), 9, false, 'right')
    page.text(440, y, String(line.quantity), 9, false, 'right')
    page.text(555, y, money(lineAmount(line)), 9, false, 'right')
    if (line.description) {
      y -= 12
      page.text(40, y, line.description.slice(0, 90), 8)
    }
  }
  y -= 10
  page.rule(y)
  const totals = invoiceTotals(invoice.items)
  const rows: [string, string, boolean][] = [
    [labels.subtotal, money(totals.subtotal), false],
    [labels.discount, money(totals.discount ? -totals.discount : 0), false],
    [labels.tax, money(totals.tax), false],
    [labels.total, money(invoice.total), true],
  ]
  for (const [label, value, bold] of rows) {
    y -= 16
    page.text(380, y, label, 10, bold)
    page.text(555, y, value, 10, bold, 'right')
  }
  y -= 30
  if (invoice.salesperson) page.text(40, y, `${labels.salesperson}: ${invoice.salesperson}`, 9)
  if (invoice.note) page.text(40, y - 14, `${labels.note}: ${invoice.note.slice(0, 110)}`, 9)
  return toPdf(page.ops.join('\n'))
}

function toPdf(content: string): Blob {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // Every character is one byte already (pdfText escaped the rest).
  const bytes = Uint8Array.from(body, (char) => char.charCodeAt(0) & 0xff)
  return new Blob([bytes], { type: 'application/pdf' })
}
