import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-progress`. */
export function useProgressText() {
  const { t } = useTranslation('ui-kit/components-progress', {
    keyPrefix: 'uiKit.components-progress',
  })
  return t
}
