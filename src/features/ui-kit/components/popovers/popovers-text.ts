import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-popovers`. */
export function usePopoversText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-popovers.${key}`, values ?? {})
}
