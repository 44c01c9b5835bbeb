import { useDirection } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './Swiper.module.css'

/**
 * What every carousel of the page shares: the arrows and dots named in the user's language, and
 * embla sliding the way the page reads (RTL slides from the right).
 */
export function useCarouselBasics() {
  const { t } = useTranslation()
  const { dir } = useDirection()
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`uiKit.extensions-swiper.controls.${key}`, values)
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
