import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-progress`. */
export function useProgressText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-progress.${key}`, values ?? {})
}
