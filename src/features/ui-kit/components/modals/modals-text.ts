import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-modals`. */
export function useModalsText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-modals.${key}`, values ?? {})
}
