import { Divider, Group, Paper, RangeSlider, SimpleGrid, Slider, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CAR_VALUE,
  DEDUCTIBLES,
  DRIVER_AGE,
  estimatePremium,
  MAX_CLAIM_FREE_YEARS,
  type PremiumInput,
} from './premium'
import { useSliderFormat } from './slider-format'
import { SliderField } from './SliderField'

const INITIAL: PremiumInput = {
  carValue: 24_000,
  driverAges: [27, 58],
  deductible: 300,
  claimFreeYears: 3,
}

const CAR_MARKS = [5_000, 25_000, 50_000, 75_000, 100_000]
/** The ages at which the premium changes, marked on the track (30 unlabelled: 25 is too near). */
const AGE_MARKS = [25, 30, 75]
const YEAR_MARKS = Array.from({ length: MAX_CLAIM_FREE_YEARS + 1 }, (_, year) => year)

/**
 * Four sliders (marks with labels, a range, steps held to marks, whole steps) and the premium
 * they give, recomputed as they move.
 */
export function PremiumCalculator() {
  const { t: k } = useTranslation('ui-kit/extensions-slider', {
    keyPrefix: 'uiKit.extensions-slider.premium',
  })
  const format = useSliderFormat()
  const [input, setInput] = useState(INITIAL)
  const set = (change: Partial<PremiumInput>) => setInput((current) => ({ ...current, ...change }))
  const estimate = estimatePremium(input)
  const [youngest, oldest] = input.driverAges
  const ages = k('agesValue', { youngest, oldest })
  const years = k('yearsValue', { count: input.claimFreeYears })

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap={40} pb="md">
        <SliderField label={k('carValue')} value={format.dollars(input.carValue)}>
          <Slider
            {...CAR_VALUE}
            value={input.carValue}
            onChange={(carValue) => set({ carValue })}
            marks={CAR_MARKS.map((value) => ({ value, label: format.compact(value) }))}
            label={format.dollars}
            thumbLabel={k('carValue')}
            thumbValueText={format.dollars}
          />
        </SliderField>
        <SliderField label={k('ages')} value={ages}>
          <RangeSlider
            {...DRIVER_AGE}
            minRange={0}
            value={[youngest, oldest]}
            onChange={(driverAges) => set({ driverAges })}
            marks={AGE_MARKS.map((value) => ({
              value,
              label: value === 30 ? undefined : String(value),
            }))}
            thumbFromLabel={k('youngest')}
            thumbToLabel={k('oldest')}
          />
        </SliderField>
        <SliderField label={k('deductible')} value={format.dollars(input.deductible)}>
          <Slider
            min={0}
            max={1000}
            restrictToMarks
            value={input.deductible}
            onChange={(deductible) => set({ deductible })}
            marks={DEDUCTIBLES.map(({ amount }) => ({
              value: amount,
              label: format.dollars(amount),
            }))}
            label={format.dollars}
            thumbLabel={k('deductible')}
            thumbValueText={format.dollars}
          />
        </SliderField>
        <SliderField label={k('claimFree')} value={years}>
          <Slider
            min={0}
            max={MAX_CLAIM_FREE_YEARS}
            step={1}
            value={input.claimFreeYears}
            onChange={(claimFreeYears) => set({ claimFreeYears })}
            marks={YEAR_MARKS.map((value) => ({
              value,
              label: value % 5 === 0 ? String(value) : undefined,
            }))}
            thumbLabel={k('claimFree')}
            thumbValueText={(count) => k('yearsValue', { count })}
          />
        </SliderField>
      </Stack>
      <Paper withBorder p="lg" radius="md" data-testid="premium-estimate">
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {k('annual')}
          </Text>
          <Text fz={36} fw={700} lh={1} c="brand" data-testid="premium-annual">
            {format.money(estimate.annual)}
          </Text>
          <Text fz="sm">{k('monthly', { amount: format.money(estimate.monthly) })}</Text>
          <Divider />
          <Line
            label={k('base', { value: format.dollars(input.carValue) })}
            value={format.money(estimate.base)}
          />
          <Line label={k('ageLoad', { ages })} value={format.factor(estimate.ageFactor)} />
          <Line
            label={k('deductibleFactor', { amount: format.dollars(input.deductible) })}
            value={format.factor(estimate.deductibleFactor)}
          />
          <Line
            label={k('claimFreeDiscount', { years })}
            value={`−${format.percent(estimate.claimFreeDiscount)}`}
          />
          <Text fz="xs" c="dimmed">
            {k('note')}
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  )
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" fz="sm">
      <Text fz="sm">{label}</Text>
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  )
}
