import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-timeline`. */
export function useTimelineText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-timeline.${key}`, values ?? {})
}
