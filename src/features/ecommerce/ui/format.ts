import { useTranslation } from 'react-i18next'

/** Prices in dollars and days, in the reader's language. */
export function useFormat() {
  const { i18n } = useTranslation()
  const lang = i18n.language || 'en'
  return {
    price: (value: number) =>
      new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(value),
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
