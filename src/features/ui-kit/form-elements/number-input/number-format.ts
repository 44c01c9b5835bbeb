/**
 * Numbers in the reader's format, as Intl writes them: the separators a NumberInput needs
 * (`1,234.5` in English, `1.234,5` in Spanish and German, `1 234,5` in French) and where the euro
 * sign goes (`€1,234` against `1.234 €`).
 */

export interface Separators {
  decimal: string
  thousands: string
}

/** The decimal and thousands separators of `language`. */
export function numberSeparators(language: string): Separators {
  const parts = new Intl.NumberFormat(language).formatToParts(1234567.5)
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousands: parts.find((part) => part.type === 'group')?.value ?? ',',
  }
}

export interface Affixes {
  prefix?: string
  suffix?: string
}

/** Where the currency sign goes in `language`, with the space it takes (`€` or ` €`). */
export function currencyAffixes(language: string, currency = 'EUR'): Affixes {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(1)
  const digits = (type: string) => type === 'integer' || type === 'decimal' || type === 'fraction'
  const first = parts.findIndex((part) => digits(part.type))
  const last = parts.findLastIndex((part) => digits(part.type))
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('')
  return first > 0 ? { prefix: text(0, first) } : { suffix: text(last + 1) }
}

/** The yearly premium: the sum insured at a rate in per cent, to the cent. */
export const premiumOf = (sumInsured: number, ratePercent: number) =>
  Math.round(sumInsured * ratePercent) / 100

/** An amount of euros in the reader's format (`€1,234.50`, `1234,50 €`). */
export const formatEuros = (amount: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount)
