/**
 * The items' table: every line, over as many pages as it takes (autotable breaks between rows
 * and repeats the header), the item's name in bold over its description, both wrapped, and the
 * money right-aligned in columns as wide as their widest value.
 */
import type { jsPDF } from 'jspdf'
import { autoTable, type CellHookData, type RowInput } from 'jspdf-autotable'
import { lineAmount, type LineItem } from '../invoice.schema'
import type { PdfLabels } from './pdf-labels'
import {
  BOTTOM,
  CONTENT_WIDTH,
  CONTINUED_TOP,
  DIMMED,
  FONT,
  INK,
  MARGIN,
  PAGE,
  RULE,
  drawLines,
  lineHeight,
  setStyle,
  wrap,
  type TextStyle,
} from './pdf-page'

export const PADDING = 6
const NAME: TextStyle = { size: 9, bold: true }
const DESCRIPTION: TextStyle = { size: 8, color: DIMMED }
const CELL: TextStyle = { size: 9 }
const HEAD: TextStyle = { size: 8.5, bold: true }

/** Draws the table from `top`; answers where it ends on its last page. */
export function itemsTable(
  doc: jsPDF,
  items: LineItem[],
  labels: PdfLabels,
  money: (value: number) => string,
  top: number,
): number {
  const head = [
    labels.item,
    labels.cost,
    labels.quantity,
    labels.discount,
    labels.tax,
    labels.price,
  ]
  const values = items.map((line) => [
    money(line.cost),
    String(line.quantity),
    `${line.discount}%`,
    `${line.tax}%`,
    money(lineAmount(line)),
  ])
  // Each number column as wide as its header or widest value, the item's column the rest.
  const widths = head.slice(1).map((label, column) => {
    setStyle(doc, HEAD)
    let widest = doc.getTextWidth(label)
    setStyle(doc, CELL)
    for (const row of values) widest = Math.max(widest, doc.getTextWidth(row[column] ?? ''))
    return Math.ceil(widest) + 2 * PADDING
  })
  const itemWidth = CONTENT_WIDTH - widths.reduce((sum, width) => sum + width, 0)
  const text = itemWidth - 2 * PADDING
  const blocks = items.map((line) => {
    const name = wrap(doc, line.item, text, NAME)
    const description = line.description ? wrap(doc, line.description, text, DESCRIPTION) : []
    const height =
      name.length * lineHeight(NAME) +
      (description.length ? 2 + description.length * lineHeight(DESCRIPTION) : 0)
    return { name, description, height }
  })
  const body: RowInput[] = values.map((row, index) => [
    // Drawn by didDrawCell: autotable writes a cell in one font, the name and description differ.
    { content: '', styles: { minCellHeight: (blocks[index]?.height ?? 0) + 2 * PADDING } },
    ...row,
  ])

  let end = top
  autoTable(doc, {
    head: [head],
    body,
    startY: top,
    margin: { top: CONTINUED_TOP, bottom: PAGE.height - BOTTOM, left: MARGIN, right: MARGIN },
    tableWidth: CONTENT_WIDTH,
    theme: 'plain',
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    styles: {
      font: FONT,
      fontSize: CELL.size,
      textColor: INK,
      cellPadding: PADDING,
      overflow: 'linebreak',
      valign: 'top',
      lineColor: RULE,
      lineWidth: { bottom: 0.5 },
    },
    headStyles: { fontStyle: 'bold', fontSize: HEAD.size, fillColor: [243, 244, 247] },
    columnStyles: Object.fromEntries([
      [0, { cellWidth: itemWidth }],
      ...widths.map((width, index) => [index + 1, { cellWidth: width, halign: 'right' }]),
    ]),
    didParseCell: ({ section, column, cell }: CellHookData) => {
      if (section === 'head' && column.index > 0) cell.styles.halign = 'right'
    },
    didDrawCell: ({ section, column, row, cell }: CellHookData) => {
      const block = blocks[row.index]
      if (section !== 'body' || column.index !== 0 || !block) return
      const x = cell.x + PADDING
      const next = drawLines(doc, block.name, x, cell.y + PADDING, NAME)
      drawLines(doc, block.description, x, next + 2, DESCRIPTION)
    },
    didDrawPage: ({ cursor }) => {
      if (cursor) end = cursor.y
    },
  })
  return end
}
