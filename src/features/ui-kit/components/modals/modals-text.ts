import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-modals`. */
export function useModalsText() {
  const { t } = useTranslation('ui-kit/components-modals', { keyPrefix: 'uiKit.components-modals' })
  return t
}
