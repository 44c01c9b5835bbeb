/** Figures as the reader's language writes them. */
export const formatMoney = (value: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Math.abs(value) >= 1000 ? 0 : 2,
  }).format(value)

export const formatCount = (value: number, language: string) =>
  new Intl.NumberFormat(language, { notation: value >= 100_000 ? 'compact' : 'standard' }).format(
    value,
  )

export const formatPercent = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  )
