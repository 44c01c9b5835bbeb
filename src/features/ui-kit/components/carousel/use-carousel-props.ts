import type { CarouselProps } from '@mantine/carousel'
import { useDirection } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * What every carousel on the page shares: translated names for its controls and indicators
 * (Mantine's are English), embla told the reading direction, so that "next" follows the text in
 * RTL, and dots in the primary colour (Mantine's white ones vanish on a light card).
 */
export function useCarouselProps(): Pick<
  CarouselProps,
  'previousControlProps' | 'nextControlProps' | 'getIndicatorProps' | 'emblaOptions' | 'styles'
> {
  const { t } = useTranslation('ui-kit/components-carousel')
  const { dir } = useDirection()
  return {
    previousControlProps: { 'aria-label': t('uiKit.components-carousel.previous') },
    nextControlProps: { 'aria-label': t('uiKit.components-carousel.next') },
    getIndicatorProps: (index) => ({
      'aria-label': t('uiKit.components-carousel.goTo', { number: index + 1 }),
    }),
    emblaOptions: { direction: dir },
    styles: { indicator: { background: 'var(--mantine-primary-color-filled)' } },
  }
}
