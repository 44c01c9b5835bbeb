import { Group, Rating, SimpleGrid, Stack, Text, type MantineSize } from '@mantine/core'
import {
  IconHeart,
  IconHeartFilled,
  IconMoodCry,
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSmile,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { ClaimFeedbackForm } from './ClaimFeedbackForm'
import { ReadOnlyRating } from './ReadOnlyRating'

const SIZES: MantineSize[] = ['xs', 'sm', 'md', 'lg', 'xl']
const MOODS = [IconMoodCry, IconMoodSad, IconMoodEmpty, IconMoodSmile, IconMoodHappy]
const MOOD_COLORS = ['red', 'orange', 'yellow', 'lime', 'green']
const INSURERS = [
  { name: 'Atlántica Seguros', score: 4.6, reviews: 212 },
  { name: 'Norte Mutua', score: 4.1, reviews: 87 },
  { name: 'Ruta Auto', score: 3.4, reviews: 154 },
]

interface FractionRatingProps {
  id: string
  label: string
  fractions: number
  value: number
  onChange: (value: number) => void
  symbolLabel: (value: number) => string
  /** The value in words beside the stars. */
  outOf: string
}

/** A rating in part stars, named by its label, with its value in words beside it. */
function FractionRating({ id, label, outOf, symbolLabel, ...rating }: FractionRatingProps) {
  return (
    <div>
      <Text fz="sm" fw={500} id={id}>
        {label}
      </Text>
      <Group gap="sm">
        <Rating
          role="radiogroup"
          aria-labelledby={id}
          getSymbolLabel={symbolLabel}
          size="lg"
          {...rating}
        />
        <Text fz="sm">{outOf}</Text>
      </Group>
    </div>
  )
}

/** Mantine's Rating: sizes, part stars, read-only scores, other symbols and a form field. */
export function Demo() {
  const { i18n } = useTranslation('ui-kit/extensions-ratings')
  const { t: k } = useTranslation('ui-kit/extensions-ratings', {
    keyPrefix: 'uiKit.extensions-ratings',
  })
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 })
  const [half, setHalf] = useState(3.5)
  const [quarter, setQuarter] = useState(2.75)
  const [mood, setMood] = useState(4)
  const [hearts, setHearts] = useState(7)
  const stars = (value: number) => k('stars', { count: value, value: number.format(value) })
  const moodLabel = (value: number) => k(`moods.${value}`)
  const Mood = (value: number) => {
    const Icon = MOODS[value - 1] ?? IconMoodEmpty
    return <Icon size={32} color={`var(--mantine-color-${MOOD_COLORS[value - 1]}-7)`} />
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
          <Stack gap="xs">
            {SIZES.map((size) => (
              <Group key={size} gap="md">
                <Text fz="sm" w={28} ff="monospace">
                  {size}
                </Text>
                <ReadOnlyRating value={4} size={size} />
              </Group>
            ))}
          </Stack>
        </DemoSection>
        <DemoSection title={k('fractions.title')} description={k('fractions.description')}>
          <Stack gap="md">
            <FractionRating
              id="rating-half"
              label={k('fractions.half')}
              fractions={2}
              value={half}
              onChange={setHalf}
              symbolLabel={stars}
              outOf={k('outOf', { value: number.format(half) })}
            />
            <FractionRating
              id="rating-quarter"
              label={k('fractions.quarter')}
              fractions={4}
              value={quarter}
              onChange={setQuarter}
              symbolLabel={stars}
              outOf={k('outOf', { value: number.format(quarter) })}
            />
          </Stack>
        </DemoSection>
        <DemoSection title={k('readOnly.title')} description={k('readOnly.description')}>
          <Stack gap="sm">
            {INSURERS.map((insurer) => (
              <Group key={insurer.name} justify="space-between" gap="sm">
                <Text fz="sm" fw={500}>
                  {insurer.name}
                </Text>
                <Group gap="xs">
                  <ReadOnlyRating value={insurer.score} fractions={10} />
                  <Text fz="sm">
                    {k('readOnly.score', {
                      value: number.format(insurer.score),
                      count: insurer.reviews,
                    })}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        </DemoSection>
        <DemoSection title={k('symbols.title')} description={k('symbols.description')}>
          <Stack gap="md">
            <div>
              <Text fz="sm" fw={500} id="rating-mood">
                {k('symbols.mood')}
              </Text>
              <Group gap="sm">
                <Rating
                  role="radiogroup"
                  aria-labelledby="rating-mood"
                  value={mood}
                  onChange={setMood}
                  highlightSelectedOnly
                  getSymbolLabel={moodLabel}
                  emptySymbol={(value) => (
                    <span style={{ opacity: 0.45, display: 'inline-flex' }}>{Mood(value)}</span>
                  )}
                  fullSymbol={Mood}
                />
                <Text fz="sm">{moodLabel(mood)}</Text>
              </Group>
            </div>
            <div>
              <Text fz="sm" fw={500} id="rating-hearts">
                {k('symbols.recommend')}
              </Text>
              <Group gap="sm">
                <Rating
                  role="radiogroup"
                  aria-labelledby="rating-hearts"
                  count={10}
                  value={hearts}
                  onChange={setHearts}
                  color="red"
                  getSymbolLabel={(value) => k('symbols.outOfTen', { value })}
                  emptySymbol={<IconHeart size={22} color="var(--mantine-color-dimmed)" />}
                  fullSymbol={<IconHeartFilled size={22} color="var(--mantine-color-red-7)" />}
                />
                <Text fz="sm">{k('symbols.outOfTen', { value: hearts })}</Text>
              </Group>
            </div>
          </Stack>
        </DemoSection>
      </SimpleGrid>
      <DemoSection title={k('form.title')} description={k('form.description')}>
        <ClaimFeedbackForm />
      </DemoSection>
    </Stack>
  )
}
