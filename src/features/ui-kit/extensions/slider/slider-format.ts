import { useTranslation } from 'react-i18next'

/** Dollars, factors and percentages in the reader's language. */
export function useSliderFormat() {
  const { i18n } = useTranslation()
  const lang = i18n.language || 'en'
  const dollars = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  const cents = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' })
  const compact = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
  })
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 })
  const factor = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })
  return {
    /** Whole dollars: a slider's value. */
    dollars: (value: number) => dollars.format(value),
    /** Dollars and cents: a premium. */
    money: (value: number) => cents.format(value),
    /** A mark's short label: "$25K". */
    compact: (value: number) => compact.format(value),
    percent: (share: number) => percent.format(share),
    factor: (value: number) => `×${factor.format(value)}`,
    /** A dollar amount field written as the reader writes money: separators, sign and its side. */
    dollarField: () => {
      const parts = dollars.formatToParts(12345)
      const first = parts.findIndex((part) => part.type === 'integer')
      const last = parts.findLastIndex((part) => part.type === 'integer')
      const join = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join('')
      return {
        thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
        prefix: join(parts.slice(0, first)),
        suffix: join(parts.slice(last + 1)),
      }
    },
  }
}
