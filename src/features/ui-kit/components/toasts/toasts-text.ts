import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-toasts`. */
export function useToastsText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-toasts.${key}`, values ?? {})
}
