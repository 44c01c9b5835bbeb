import { Carousel } from '@mantine/carousel'
import { Flex, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCarouselBasics } from './carousel-props'
import { COVERS } from './swiper.data'

/** One slide at a time, arrows and dots, and a counter kept in step with the slide shown. */
export function CoverCarousel() {
  const { t: k } = useTranslation('ui-kit/extensions-swiper', {
    keyPrefix: 'uiKit.extensions-swiper.covers',
  })
  const { dir, slideLabel, controls } = useCarouselBasics()
  const [slide, setSlide] = useState(0)
  return (
    <Stack gap="xs">
      <Carousel
        aria-label={k('label')}
        withIndicators
        emblaOptions={{ direction: dir }}
        onSlideChange={setSlide}
        {...controls}
      >
        {COVERS.map(({ id, icon: Icon }, index) => (
          <Carousel.Slide key={id} aria-label={slideLabel(index + 1, COVERS.length)}>
            <Paper h="100%" radius="md" p="xl" pb={48} withBorder>
              <Flex direction={{ base: 'column', xs: 'row' }} align="flex-start" gap="lg" px="xl">
                <ThemeIcon variant="light" size={56} radius="md" aria-hidden>
                  <Icon size={30} />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="h4">
                    {k(`${id}.title`)}
                  </Title>
                  <Text fz="sm" mt={4} maw={520}>
                    {k(`${id}.body`)}
                  </Text>
                </div>
              </Flex>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
      <Text fz="sm" ta="center" data-testid="cover-counter">
        {k('showing', { title: k(`${COVERS[slide]?.id ?? 'home'}.title`) })}
      </Text>
    </Stack>
  )
}
