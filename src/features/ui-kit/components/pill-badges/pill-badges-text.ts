import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-pill-badges`. */
export function usePillBadgesText() {
  const { t } = useTranslation()
  return (key: string, values?: Record<string, string | number>) =>
    t(`uiKit.components-pill-badges.${key}`, values ?? {})
}
