import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-toasts`. */
export function useToastsText() {
  const { t } = useTranslation('ui-kit/components-toasts', { keyPrefix: 'uiKit.components-toasts' })
  return t
}
