import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-navs`. */
export function useNavsText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-navs.${key}`, values ?? {})
}
