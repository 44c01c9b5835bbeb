import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-offcanvas`. */
export function useOffcanvasText() {
  const { t } = useTranslation('ui-kit/components-offcanvas', {
    keyPrefix: 'uiKit.components-offcanvas',
  })
  return t
}
