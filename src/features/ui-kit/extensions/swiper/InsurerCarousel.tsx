import { Carousel } from '@mantine/carousel'
import { Badge, Card, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useCarouselBasics } from './carousel-props'
import { INSURERS } from './swiper.data'

/** Several cards in view, more as the screen widens, moved one at a time from the start. */
export function InsurerCarousel() {
  const { t } = useTranslation('ui-kit/extensions-swiper')
  const { t: k } = useTranslation('ui-kit/extensions-swiper', {
    keyPrefix: 'uiKit.extensions-swiper.insurers',
  })
  const { dir, slideLabel, controls } = useCarouselBasics()
  return (
    <Carousel
      aria-label={k('label')}
      slideSize={{ base: '85%', xs: '50%', md: '33.333%' }}
      slideGap="md"
      // The arrows sit in this padding, clear of the cards' text.
      px={36}
      controlsOffset={2}
      emblaOptions={{ align: 'start', slidesToScroll: 1, direction: dir }}
      {...controls}
    >
      {INSURERS.map((insurer, index) => (
        <Carousel.Slide key={insurer.name} aria-label={slideLabel(index + 1, INSURERS.length)}>
          <Card withBorder radius="md" padding="md" h="100%">
            <Text fw={600}>{insurer.name}</Text>
            <Text fz="sm" mt={4}>
              {k('days', { count: insurer.days })}
            </Text>
            <Group gap={6} mt="sm">
              {insurer.lines.map((line) => (
                <Badge key={line} variant="default">
                  {t(`uiKit.extensions-swiper.covers.${line}.title`)}
                </Badge>
              ))}
            </Group>
          </Card>
        </Carousel.Slide>
      ))}
    </Carousel>
  )
}
