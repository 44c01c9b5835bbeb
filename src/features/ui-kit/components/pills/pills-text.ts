import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-pills`. */
export function usePillsText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-pills.${key}`, values ?? {})
}

/** Euros in the reader's language. */
export function useEuros() {
  const { i18n } = useTranslation()
  const format = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
  return (amount: number) => format.format(amount)
}
