import { useTranslation } from 'react-i18next'

/** The page's own strings, under `uiKit.components-tooltips`. */
export function useTooltipsText() {
  const { t } = useTranslation('ui-kit/components-tooltips', {
    keyPrefix: 'uiKit.components-tooltips',
  })
  return t
}
