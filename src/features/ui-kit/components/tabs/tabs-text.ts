import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-tabs`. */
export function useTabsText() {
  const { t } = useTranslation('ui-kit/components-tabs', { keyPrefix: 'uiKit.components-tabs' })
  return t
}
