import { useDirection } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './Swiper.module.css'

/**
 * What every carousel of the page shares: the arrows and dots named in the user's language, and
 * embla sliding the way the page reads (RTL slides from the right).
 */
export function useCarouselBasics() {
  const { dir } = useDirection()
  const { t: k } = useTranslation('ui-kit/extensions-swiper', {
    keyPrefix: 'uiKit.extensions-swiper.controls',
  })
  return {
    dir,
    slideLabel: (n: number, total: number) => k('slide', { n, total }),
    /** Spread on a `Carousel`. */
    controls: {
      classNames: { indicator: classes.indicator },
      previousControlProps: { 'aria-label': k('previous') },
      nextControlProps: { 'aria-label': k('next') },
      getIndicatorProps: (index: number) => ({ 'aria-label': k('goTo', { n: index + 1 }) }),
    },
  }
}
