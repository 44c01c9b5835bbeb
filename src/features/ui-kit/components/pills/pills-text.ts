import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-pills`. */
export function usePillsText() {
  const { t } = useTranslation('ui-kit/components-pills', { keyPrefix: 'uiKit.components-pills' })
  return t
}

/** Euros in the reader's language. */
export function useEuros() {
  const { i18n } = useTranslation('ui-kit/components-pills')
  const format = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
  return (amount: number) => format.format(amount)
}
