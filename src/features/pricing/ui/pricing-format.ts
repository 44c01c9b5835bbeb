import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'

/** Amounts (US dollars, whole) and days in the reader's language: "$40", "40 $US", "40 US$". */
export function usePricingFormat() {
  const { i18n } = useTranslation()
  const lang = i18n.language || 'en'
  const money = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
  return {
    money: (value: number) => money.format(value),
    day: (day: string) => formatDay(day, lang),
  }
}
