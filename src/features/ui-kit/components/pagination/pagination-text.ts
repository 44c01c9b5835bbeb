import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-pagination`. */
export function usePaginationText() {
  const { t } = useTranslation('ui-kit/components-pagination', {
    keyPrefix: 'uiKit.components-pagination',
  })
  return t
}

/** Names for the icon-only controls (Mantine leaves them unnamed). */
export function useControlLabels() {
  const k = usePaginationText()
  return (control: 'first' | 'previous' | 'next' | 'last') => ({
    'aria-label': k(`controls.${control}`),
  })
}
