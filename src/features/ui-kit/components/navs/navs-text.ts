import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-navs`. */
export function useNavsText() {
  const { t } = useTranslation('ui-kit/components-navs', { keyPrefix: 'uiKit.components-navs' })
  return t
}
