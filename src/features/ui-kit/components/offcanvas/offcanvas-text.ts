import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-offcanvas`. */
export function useOffcanvasText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-offcanvas.${key}`, values ?? {})
}
