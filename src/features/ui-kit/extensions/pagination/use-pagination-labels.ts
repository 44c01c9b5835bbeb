import { useTranslation } from 'react-i18next'

type Control = 'first' | 'previous' | 'next' | 'last'

/** Names for Pagination's buttons: its arrows and numbers say nothing to a screen reader. */
export function usePaginationLabels() {
  const { t } = useTranslation()
  return {
    getControlProps: (control: Control) => ({
      'aria-label': t(`uiKit.extensions-pagination.controls.${control}`),
    }),
    getItemProps: (page: number) => ({
      'aria-label': t('uiKit.extensions-pagination.controls.page', { page }),
    }),
  }
}
