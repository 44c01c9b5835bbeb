import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-spinners`. */
export function useSpinnersText() {
  const { t } = useTranslation('ui-kit/components-spinners', {
    keyPrefix: 'uiKit.components-spinners',
  })
  return t
}
