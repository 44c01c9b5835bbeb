import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-spinners`. */
export function useSpinnersText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-spinners.${key}`, values ?? {})
}
