import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-tooltips`. */
export function useTooltipsText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-tooltips.${key}`, values ?? {})
}
