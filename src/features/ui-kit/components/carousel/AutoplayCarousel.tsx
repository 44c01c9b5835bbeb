import { Carousel } from '@mantine/carousel'
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import {
  IconBriefcase,
  IconCar,
  IconHeartbeat,
  IconHome,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PLANS } from './carousel.data'
import { KitCarousel } from './KitCarousel'

const EVERY_MS = 5000
const ICONS = { home: IconHome, auto: IconCar, life: IconHeartbeat, business: IconBriefcase }
const COLORS = { home: 'brand', auto: 'blue', life: 'teal', business: 'grape' }

/**
 * A carousel that moves by itself, as a home page's plans do. Anything that moves on its own
 * needs a way to stop it (WCAG 2.2.2): a Pause button, and it also holds while the pointer or
 * the focus is on it. It starts paused for users who ask for less motion.
 */
export function AutoplayCarousel() {
  const { t: k } = useTranslation('ui-kit/components-carousel', {
    keyPrefix: 'uiKit.components-carousel.autoplay',
  })
  const reduceMotion = useReducedMotion()
  const [playing, setPlaying] = useState(!reduceMotion)
  const [held, setHeld] = useState(false)
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)

  useEffect(() => {
    if (!embla || !playing || held) return
    const timer = window.setInterval(() => embla.scrollNext(), EVERY_MS)
    return () => window.clearInterval(timer)
  }, [embla, playing, held])

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          variant="default"
          size="xs"
          leftSection={
            playing ? (
              <IconPlayerPause size={14} aria-hidden />
            ) : (
              <IconPlayerPlay size={14} aria-hidden />
            )
          }
          onClick={() => setPlaying((now) => !now)}
        >
          {playing ? k('pause') : k('play')}
        </Button>
      </Group>
      <KitCarousel
        count={PLANS.length}
        announce={!playing || held}
        aria-label={k('title')}
        withIndicators
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true }}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {PLANS.map((plan) => {
          const Icon = ICONS[plan]
          return (
            <Carousel.Slide key={plan}>
              <Paper withBorder radius="md" p="xl" pb={40} h="100%">
                <Stack align="center" gap="xs" ta="center">
                  <ThemeIcon variant="light" color={COLORS[plan]} size={56} radius="xl" aria-hidden>
                    <Icon size={28} />
                  </ThemeIcon>
                  <Text fw={600} fz="lg">
                    {k(`plans.${plan}.title`)}
                  </Text>
                  <Text fz="sm" c="dimmed" maw={340}>
                    {k(`plans.${plan}.text`)}
                  </Text>
                </Stack>
              </Paper>
            </Carousel.Slide>
          )
        })}
      </KitCarousel>
    </Stack>
  )
}
