import '@mantine/carousel/styles.layer.css'
import { Carousel } from '@mantine/carousel'
import {
  Avatar,
  Group,
  Image,
  Paper,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core'
import { IconSpeakerphone } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { AutoplayCarousel } from './AutoplayCarousel'
import { GUIDES, NEWS, REVIEWS } from './carousel.data'
import { KitCarousel } from './KitCarousel'

/** Carousels: pictures with dots, several slides per view, a self-playing one and a vertical one. */
export function Demo() {
  const { t } = useTranslation('ui-kit/components-carousel')
  const { t: k } = useTranslation('ui-kit/components-carousel', {
    keyPrefix: 'uiKit.components-carousel',
  })
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <DemoSection title={k('images.title')} description={k('images.description')}>
        <KitCarousel
          count={GUIDES.length}
          aria-label={k('images.title')}
          withIndicators
          emblaOptions={{ loop: true }}
        >
          {GUIDES.map((guide) => (
            <Carousel.Slide key={guide.id}>
              <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
                <Image src={guide.image} alt="" h={200} fit="cover" />
                <Stack gap={2} p="md" pb="xl">
                  <Text fw={600}>{k(`guides.${guide.id}.title`)}</Text>
                  <Text fz="sm" c="dimmed">
                    {k(`guides.${guide.id}.text`)}
                  </Text>
                </Stack>
              </Paper>
            </Carousel.Slide>
          ))}
        </KitCarousel>
      </DemoSection>
      <DemoSection title={k('autoplay.title')} description={k('autoplay.description')}>
        <AutoplayCarousel />
      </DemoSection>
      <DemoSection title={k('several.title')} description={k('several.description')}>
        <KitCarousel
          count={REVIEWS.length}
          aria-label={k('several.title')}
          slideSize={{ base: '100%', sm: '50%' }}
          slideGap="md"
          // The arrows sit in a gutter of their own, not over the reviews' text.
          px={40}
          controlsOffset={0}
          emblaOptions={{ align: 'start', slidesToScroll: 1 }}
        >
          {REVIEWS.map((review) => (
            <Carousel.Slide key={review.id}>
              <Paper withBorder p="md" radius="md" h="100%">
                <Stack gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={review.avatar} alt="" radius="xl" />
                    <div>
                      <Text fw={600} fz="sm">
                        {review.name}
                      </Text>
                      {/* Read out as one image: "Rated 5 out of 5". */}
                      <span
                        role="img"
                        aria-label={t('uiKit.components-carousel.several.rating', {
                          rating: review.rating,
                        })}
                        style={{ display: 'inline-flex' }}
                      >
                        <Rating value={review.rating} readOnly size="xs" aria-hidden />
                      </span>
                    </div>
                  </Group>
                  <Text fz="sm">{k(`reviews.${review.id}`)}</Text>
                </Stack>
              </Paper>
            </Carousel.Slide>
          ))}
        </KitCarousel>
      </DemoSection>
      <DemoSection title={k('vertical.title')} description={k('vertical.description')}>
        <KitCarousel
          count={NEWS.length}
          aria-label={k('vertical.title')}
          orientation="vertical"
          height={130}
          // The arrows sit above and below the announcement, not over its text.
          py={36}
          controlsOffset={0}
          emblaOptions={{ loop: true }}
        >
          {NEWS.map((item) => (
            <Carousel.Slide key={item}>
              <Paper withBorder p="md" radius="md" h="100%">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                    <IconSpeakerphone size={18} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{k(`news.${item}.title`)}</Text>
                    <Text fz="sm" c="dimmed">
                      {k(`news.${item}.text`)}
                    </Text>
                  </div>
                </Group>
              </Paper>
            </Carousel.Slide>
          ))}
        </KitCarousel>
      </DemoSection>
    </SimpleGrid>
  )
}
