import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-timeline`. */
export function useTimelineText() {
  const { t } = useTranslation('ui-kit/components-timeline', {
    keyPrefix: 'uiKit.components-timeline',
  })
  return t
}
