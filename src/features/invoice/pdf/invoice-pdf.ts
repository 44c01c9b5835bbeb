/**
 * The invoice as a PDF file (jsPDF, with autotable for the items): the same fields in the same
 * order as the screen's document (`InvoiceDocument.tsx`), every item over as many A4 pages as it
 * takes, the table's header on each, and the totals whole on the last page. Loaded only when a
 * file is made (`use-invoice-file.ts` imports it), with the font it embeds.
 */
import { jsPDF } from 'jspdf'
import { invoiceTotals, type InvoiceDetail } from '../invoice.schema'
import { AGENCY } from '../ui/agency'
import { formatDay, formatMoney } from '../ui/invoice-format'
import type { PdfLabels } from './pdf-labels'
import { PADDING, itemsTable } from './pdf-items'
import {
  BOTTOM,
  CONTENT_WIDTH,
  CONTINUED_TOP,
  DIMMED,
  MARGIN,
  RIGHT,
  RULE,
  decoratePages,
  drawLines,
  labelled,
  logo,
  registerFont,
  rule,
  setStyle,
  wrap,
  type TextStyle,
} from './pdf-page'

const BODY: TextStyle = { size: 9 }
const LABEL: TextStyle = { size: 9, color: DIMMED }
const HEADING: TextStyle = { size: 10, bold: true }
const GUTTER = 24
const COLUMN = (CONTENT_WIDTH - GUTTER) / 2
/** The totals' column, its amounts right-aligned with the table's (inside the cells' padding). */
const TOTALS_WIDTH = 230
const AMOUNTS = RIGHT - PADDING

export function invoicePdf(detail: InvoiceDetail, labels: PdfLabels, language: string): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true })
  registerFont(doc)
  doc.setProperties({ title: labels.title, subject: detail.invoice.client.name })
  const money = (value: number) => formatMoney(value, language)
  const day = (value: string) => formatDay(value, language)

  let y = letterhead(doc, detail, labels, day)
  y = parties(doc, detail, labels, y + 16)
  y = itemsTable(doc, detail.invoice.items, labels, money, y + 18)
  closing(doc, detail, labels, money, y + 18)
  decoratePages(doc, AGENCY.name, labels.title, labels.page)
  return new Blob([doc.output('arraybuffer')], { type: 'application/pdf' })
}

/** The agency's logo, name and address on the left; the title, issue and due dates on the right. */
function letterhead(
  doc: jsPDF,
  { invoice }: InvoiceDetail,
  labels: PdfLabels,
  day: (value: string) => string,
) {
  const top = 40
  logo(doc, MARGIN, top - 4, 24)
  drawLines(doc, [AGENCY.name], MARGIN + 32, top, { size: 16, bold: true })
  drawLines(doc, [labels.title], RIGHT, top, { size: 16, bold: true }, 'right')
  const left = drawLines(doc, AGENCY.lines, MARGIN, top + 26, LABEL)
  let right = top + 26
  for (const [label, value] of [
    [labels.issued, day(invoice.issuedDate)],
    [labels.due, day(invoice.dueDate)],
  ] as const) {
    setStyle(doc, { ...BODY, bold: true })
    const width = doc.getTextWidth(value)
    drawLines(doc, [value], RIGHT, right, { ...BODY, bold: true }, 'right')
    right = drawLines(doc, [`${label}: `], RIGHT - width, right, LABEL, 'right')
  }
  const bottom = Math.max(left, right) + 12
  rule(doc, bottom)
  return bottom
}

/** "Invoice to" (the client) and "Payment details", side by side. */
function parties(
  doc: jsPDF,
  { invoice, paymentDetails }: InvoiceDetail,
  labels: PdfLabels,
  top: number,
) {
  const { client } = invoice
  let left = drawLines(doc, [labels.invoiceTo], MARGIN, top, HEADING) + 4
  for (const line of [
    client.name,
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
  ]) {
    if (line) left = drawLines(doc, wrap(doc, line, COLUMN, BODY), MARGIN, left, BODY) + 2
  }
  const x = MARGIN + COLUMN + GUTTER
  let right = drawLines(doc, [labels.paymentDetails], x, top, HEADING) + 4
  for (const [label, value] of [
    [labels.totalDue, paymentDetails.totalDue],
    [labels.bankName, paymentDetails.bankName],
    [labels.country, paymentDetails.country],
    [labels.iban, paymentDetails.iban],
    [labels.swiftCode, paymentDetails.swiftCode],
  ] as const) {
    setStyle(doc, LABEL)
    const labelWidth = doc.getTextWidth(label) + 12
    const values = wrap(doc, value, COLUMN - labelWidth, { ...BODY, bold: true })
    drawLines(doc, [label], x, right, LABEL)
    right = drawLines(doc, values, RIGHT, right, { ...BODY, bold: true }, 'right') + 2
  }
  return Math.max(left, right)
}

/**
 * Salesperson, terms and service beside the totals, then the note: measured first, and moved
 * whole to a new page when they do not fit under the last item (a note longer than a page, a
 * pathological one of hundreds of short lines, flows on over the next pages).
 */
function closing(
  doc: jsPDF,
  { invoice }: InvoiceDetail,
  labels: PdfLabels,
  money: (value: number) => string,
  top: number,
) {
  const totals = invoiceTotals(invoice.items)
  const leftWidth = CONTENT_WIDTH - TOTALS_WIDTH - GUTTER
  const facts = [
    [labels.salesperson, invoice.salesperson],
    [labels.paymentTerms, invoice.paymentTerms],
    [labels.service, invoice.service],
  ]
    .filter(([, value]) => value)
    .map(([label = '', value = '']) => labelled(doc, label, value, MARGIN, leftWidth, BODY))
  const factsHeight = facts.reduce((sum, block) => sum + block.height + 4, 0)
  const rows: [string, string][] = [
    [labels.subtotal, money(totals.subtotal)],
    [labels.discountTotal, money(totals.discount ? -totals.discount : 0)],
    [labels.taxTotal, money(totals.tax)],
  ]
  const rowHeight = 16
  const totalsHeight = (rows.length + 1) * rowHeight + 10
  const note = invoice.note
    ? labelled(doc, labels.note, invoice.note, MARGIN, CONTENT_WIDTH, BODY)
    : null
  const height = Math.max(factsHeight, totalsHeight) + (note ? 28 + note.height : 0)

  // A closing taller than a page (only a note of hundreds of lines) starts under the items.
  const needed = height <= BOTTOM - CONTINUED_TOP ? height : Math.max(factsHeight, totalsHeight)
  let y = top
  if (y + needed > BOTTOM) {
    doc.addPage()
    y = CONTINUED_TOP
  }
  let factsY = y
  for (const block of facts) {
    block.draw(factsY)
    factsY += block.height + 4
  }
  const x = RIGHT - TOTALS_WIDTH + PADDING
  let totalsY = y
  for (const [label, value] of rows) {
    drawLines(doc, [label], x, totalsY, LABEL)
    drawLines(doc, [value], AMOUNTS, totalsY, BODY, 'right')
    totalsY += rowHeight
  }
  doc.setDrawColor(...RULE)
  doc.line(x - PADDING, totalsY - 3, RIGHT, totalsY - 3)
  totalsY += 4
  drawLines(doc, [labels.total], x, totalsY, { size: 11, bold: true })
  drawLines(doc, [money(invoice.total)], AMOUNTS, totalsY, { size: 11, bold: true }, 'right')
  if (note) {
    const noteY = Math.max(factsY, totalsY + rowHeight) + 10
    rule(doc, noteY)
    note.draw(noteY + 12)
  }
}
