import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-pagination`. */
export function usePaginationText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-pagination.${key}`, values ?? {})
}

/** Names for the icon-only controls (Mantine leaves them unnamed). */
export function useControlLabels() {
  const k = usePaginationText()
  return (control: 'first' | 'previous' | 'next' | 'last') => ({
    'aria-label': k(`controls.${control}`),
  })
}
