import { Carousel } from '@mantine/carousel'
import { Badge, Card, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useCarouselBasics } from './carousel-props'
import { CLAIM_STEPS } from './swiper.data'

/** Vertical: a claim's history, two steps in view, moved up and down. */
export function ClaimCarousel() {
  const { i18n } = useTranslation('ui-kit/extensions-swiper')
  const { t: k } = useTranslation('ui-kit/extensions-swiper', {
    keyPrefix: 'uiKit.extensions-swiper.claim',
  })
  const { slideLabel, controls } = useCarouselBasics()
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' })
  return (
    <Carousel
      aria-label={k('label')}
      orientation="vertical"
      height={260}
      slideSize="50%"
      slideGap="sm"
      // The arrows sit in this padding, clear of the cards' text.
      py={32}
      controlsOffset={2}
      emblaOptions={{ align: 'start', slidesToScroll: 1 }}
      {...controls}
    >
      {CLAIM_STEPS.map((step, index) => (
        <Carousel.Slide key={step.id} aria-label={slideLabel(index + 1, CLAIM_STEPS.length)}>
          <Card withBorder radius="md" padding="md" h="100%">
            <Badge variant="default">{date.format(new Date(`${step.date}T12:00:00`))}</Badge>
            <Text fw={600} mt="xs">
              {k(`${step.id}.title`)}
            </Text>
            <Text fz="sm">{k(`${step.id}.body`)}</Text>
          </Card>
        </Carousel.Slide>
      ))}
    </Carousel>
  )
}
