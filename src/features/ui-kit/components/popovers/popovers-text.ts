import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-popovers`. */
export function usePopoversText() {
  const { t } = useTranslation('ui-kit/components-popovers', {
    keyPrefix: 'uiKit.components-popovers',
  })
  return t
}
