import { Carousel } from '@mantine/carousel'
import { ActionIcon, Group, Paper, Text } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { IconPlayerPause, IconPlayerPlay, IconSpeakerphone } from '@tabler/icons-react'
import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCarouselBasics } from './carousel-props'
import { NOTICES } from './swiper.data'

const EVERY_MS = 5000

/**
 * Notices that move on by themselves, round and round. Moving content needs a way to stop it
 * (WCAG 2.2.2): a pause button, a pause while the pointer or focus is on it, and no autoplay at
 * all for users who ask for reduced motion.
 */
export function NoticeCarousel() {
  const { t: k } = useTranslation('ui-kit/extensions-swiper', {
    keyPrefix: 'uiKit.extensions-swiper.notices',
  })
  const { dir, slideLabel, controls } = useCarouselBasics()
  const reduceMotion = useReducedMotion()
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [playing, setPlaying] = useState(!reduceMotion)
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (!embla || !playing || held) return
    const timer = window.setInterval(() => embla.scrollNext(), EVERY_MS)
    return () => window.clearInterval(timer)
  }, [embla, playing, held])

  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="center"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => setPlaying((on) => !on)}
        aria-label={playing ? k('pause') : k('play')}
        aria-pressed={!playing}
      >
        {playing ? (
          <IconPlayerPause size={18} aria-hidden />
        ) : (
          <IconPlayerPlay size={18} aria-hidden />
        )}
      </ActionIcon>
      <Carousel
        aria-label={k('label')}
        style={{ flex: 1, minWidth: 0 }}
        emblaOptions={{ loop: true, direction: dir }}
        getEmblaApi={setEmbla}
        withIndicators
        {...controls}
      >
        {NOTICES.map((id, index) => (
          <Carousel.Slide key={id} aria-label={slideLabel(index + 1, NOTICES.length)}>
            <Paper radius="md" p="md" px={48} pb="xl" bg="var(--mantine-primary-color-light)">
              <Group gap="sm" wrap="nowrap">
                <IconSpeakerphone size={22} aria-hidden style={{ flex: 'none' }} />
                <Text fz="sm">{k(id)}</Text>
              </Group>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Group>
  )
}
