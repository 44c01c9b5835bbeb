import { Carousel, type CarouselProps } from '@mantine/carousel'
import { VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './KitCarousel.module.css'
import { useCarouselProps } from './use-carousel-props'

interface KitCarouselProps extends CarouselProps {
  /** How many slides it holds, for "Slide 2 of 4". */
  count: number
  /** Whether a change of slide is read out: not while it turns by itself (WAI carousel pattern). */
  announce?: boolean
}

/**
 * The page's carousel: Mantine's, with the shared props (translated control names, reading
 * direction, dots in the primary colour) and a translated live status in place of its English one.
 */
export function KitCarousel({
  count,
  announce = true,
  emblaOptions,
  onSlideChange,
  ...props
}: KitCarouselProps) {
  const { t } = useTranslation('ui-kit/components-carousel')
  const shared = useCarouselProps()
  const [index, setIndex] = useState(0)
  return (
    <>
      <Carousel
        {...shared}
        {...props}
        classNames={{ root: classes.root }}
        emblaOptions={{ ...shared.emblaOptions, ...emblaOptions }}
        onSlideChange={(next) => {
          setIndex(next)
          onSlideChange?.(next)
        }}
      />
      <VisuallyHidden role="status" aria-live={announce ? 'polite' : 'off'} aria-atomic="true">
        {t('uiKit.components-carousel.status', { number: index + 1, total: count })}
      </VisuallyHidden>
    </>
  )
}
