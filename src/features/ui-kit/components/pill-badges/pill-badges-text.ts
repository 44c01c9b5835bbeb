import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-pill-badges`. */
export function usePillBadgesText() {
  const { t } = useTranslation('ui-kit/components-pill-badges', {
    keyPrefix: 'uiKit.components-pill-badges',
  })
  return t
}
