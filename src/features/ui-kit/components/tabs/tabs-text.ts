import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-tabs`. */
export function useTabsText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-tabs.${key}`, values ?? {})
}
