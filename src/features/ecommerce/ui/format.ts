import { useTranslation } from 'react-i18next'

/** Prices in dollars and days, in the reader's language. */
export function useFormat() {
  const { i18n } = useTranslation()
  const lang = i18n.language || 'en'
  const dollars = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' })
  return {
    price: (value: number) => dollars.format(value),
    /** The currency sign where the reader's language puts it: "$" before, or " $" after. */
    currencyAffixes: () => {
      const parts = dollars.formatToParts(1)
      const first = parts.findIndex((part) => part.type === 'integer')
      const last = parts.findLastIndex(
        (part) => part.type === 'integer' || part.type === 'fraction',
      )
      const join = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join('')
      return { prefix: join(parts.slice(0, first)), suffix: join(parts.slice(last + 1)) }
    },
    day: (iso: string) =>
      new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short' }).format(
        new Date(iso),
      ),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
  }
}

export const productLink = (slug: string) => ({
  to: '/apps/ecommerce/product-detail/$slug' as const,
  params: { slug },
})
