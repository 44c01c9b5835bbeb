/**
 * The invoice PDF's page: A4 in points, its margins, the embedded font and the few drawing
 * helpers the document needs (wrapped text, right-aligned text, rules, each page's running
 * header and "Page N of M").
 */
import type { jsPDF } from 'jspdf'
import { DEJAVU_SANS, DEJAVU_SANS_BOLD } from './pdf-font.data'

export const PAGE = { width: 595.28, height: 841.89 }
export const MARGIN = 40
export const RIGHT = PAGE.width - MARGIN
export const CONTENT_WIDTH = RIGHT - MARGIN
/** Where a continued page's content starts, under the running header. */
export const CONTINUED_TOP = 76
/** Where content stops, above the page number. */
export const BOTTOM = PAGE.height - 52

export const FONT = 'DejaVuSans'
export const INK: [number, number, number] = [33, 37, 41]
export const DIMMED: [number, number, number] = [104, 109, 118]
export const RULE: [number, number, number] = [214, 217, 222]
/** Line height as a multiple of the font size, jsPDF's own default. */
export const LEADING = 1.15

/** DejaVu Sans (a subset: Latin, Greek, Cyrillic, typographic punctuation) for all text. */
export function registerFont(doc: jsPDF) {
  doc.addFileToVFS('DejaVuSans.ttf', DEJAVU_SANS)
  doc.addFont('DejaVuSans.ttf', FONT, 'normal')
  doc.addFileToVFS('DejaVuSans-Bold.ttf', DEJAVU_SANS_BOLD)
  doc.addFont('DejaVuSans-Bold.ttf', FONT, 'bold')
  doc.setFont(FONT, 'normal')
}

export interface TextStyle {
  size: number
  bold?: boolean
  color?: [number, number, number]
}

export function setStyle(doc: jsPDF, { size, bold = false, color = INK }: TextStyle) {
  doc.setFont(FONT, bold ? 'bold' : 'normal')
  doc.setFontSize(size)
  doc.setTextColor(...color)
}

/**
 * `text` broken into lines no wider than `width` in `style` (never cut), the first line
 * `indent` shorter (it follows a label).
 */
export function wrap(
  doc: jsPDF,
  text: string,
  width: number,
  style: TextStyle,
  indent = 0,
): string[] {
  setStyle(doc, style)
  const [first = '', ...rest] = text.split('\n')
  return [first, ...rest].flatMap((paragraph, index) => {
    // Typed `any` by jsPDF: a string[] for a string input.
    const lines: unknown = doc.splitTextToSize(paragraph, width, {
      textIndent: index === 0 ? indent : 0,
    })
    return Array.isArray(lines) ? lines.map(String) : [String(lines)]
  })
}

export const lineHeight = (style: TextStyle) => style.size * LEADING

/**
 * Draws lines from `top` (the top of the first line's box, not its baseline), aligned at `x`;
 * answers where the next line would start.
 */
export function drawLines(
  doc: jsPDF,
  lines: string[],
  x: number,
  top: number,
  style: TextStyle,
  align: 'left' | 'right' | 'center' = 'left',
): number {
  setStyle(doc, style)
  lines.forEach((line, index) =>
    doc.text(line, x, top + index * lineHeight(style), { align, baseline: 'top' }),
  )
  return top + lines.length * lineHeight(style)
}

export interface Block {
  height: number
  /** Draws from `top`; a line that would cross the foot goes to a new page. */
  draw: (top: number) => void
}

/** "Label: value", the label bold, the value after it and wrapped at `width` under it. */
export function labelled(
  doc: jsPDF,
  label: string,
  value: string,
  x: number,
  width: number,
  style: TextStyle,
): Block {
  const head = `${label}: `
  setStyle(doc, { ...style, bold: true })
  const indent = doc.getTextWidth(head)
  const lines = wrap(doc, value, width, style, indent)
  const step = lineHeight(style)
  return {
    height: lines.length * step,
    draw: (top) => {
      drawLines(doc, [head], x, top, { ...style, bold: true })
      let y = top
      lines.forEach((line, index) => {
        if (y + step > BOTTOM) {
          doc.addPage()
          y = CONTINUED_TOP
        }
        drawLines(doc, [line], index === 0 ? x + indent : x, y, style)
        y += step
      })
    },
  }
}

/** `Logo.tsx`'s "C" in its 64-unit box, made absolute: a move, then lines (x, y) and curves. */
const LOGO_C = [
  [20, 34],
  [20, 26, 25, 20, 33, 20],
  [38, 20, 41, 22, 43, 25],
  [38, 29],
  [37, 27, 35, 26, 33, 26],
  [29, 26, 26, 29, 26, 34],
  [26, 39, 29, 42, 33, 42],
  [35, 42, 37, 41, 38, 39],
  [43, 43],
  [41, 46, 38, 48, 33, 48],
  [25, 48, 20, 42, 20, 34],
]

/** The agency's logo, as on screen: the "C" on the brand's rounded tile, `size` points wide. */
export function logo(doc: jsPDF, x: number, y: number, size: number) {
  const scale = size / 64
  doc.setFillColor(115, 103, 240)
  doc.roundedRect(x, y, size, size, 14 * scale, 14 * scale, 'F')
  doc.setFillColor(255, 255, 255)
  LOGO_C.forEach((segment, index) => {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = segment.map(
      (value, axis) => (axis % 2 ? y : x) + value * scale,
    )
    if (index === 0) doc.moveTo(a, b)
    else if (segment.length === 2) doc.lineTo(a, b)
    else doc.curveTo(a, b, c, d, e, f)
  })
  doc.close()
  doc.fill()
}

export function rule(doc: jsPDF, y: number) {
  doc.setDrawColor(...RULE)
  doc.setLineWidth(0.75)
  doc.line(MARGIN, y, RIGHT, y)
}

/**
 * Once every page exists: the agency and the invoice's number atop each continued page (the
 * first has the full letterhead), and "Page N of M" at the foot of each.
 */
export function decoratePages(
  doc: jsPDF,
  agency: string,
  title: string,
  pageLabel: (page: number, pages: number) => string,
) {
  const pages = doc.getNumberOfPages()
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page)
    if (page > 1) {
      drawLines(doc, [agency], MARGIN, 36, { size: 10, bold: true })
      drawLines(doc, [title], RIGHT, 36, { size: 10, bold: true }, 'right')
      rule(doc, 56)
    }
    drawLines(
      doc,
      [pageLabel(page, pages)],
      PAGE.width / 2,
      PAGE.height - 34,
      { size: 8, color: DIMMED },
      'center',
    )
  }
}
