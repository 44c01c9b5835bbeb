import { useMatches } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Control = 'first' | 'previous' | 'next' | 'last'

/** Names for Pagination's buttons: its arrows and numbers say nothing to a screen reader. */
export function usePaginationLabels() {
  const { t } = useTranslation('ui-kit/extensions-pagination')
  return {
    getControlProps: (control: Control) => ({
      'aria-label': t(`uiKit.extensions-pagination.controls.${control}`),
    }),
    getItemProps: (page: number) => ({
      'aria-label': t('uiKit.extensions-pagination.controls.page', { page }),
    }),
  }
}

/**
 * How much of a pager fits: at a phone's width, smaller buttons and no neighbouring pages around
 * the current one, so that a pager stays on one line instead of wrapping.
 */
export function usePagerFit() {
  return useMatches({
    base: { size: 'sm', siblings: 0, gap: 4 },
    sm: { size: 'md', siblings: 1, gap: 8 },
  } as const)
}
