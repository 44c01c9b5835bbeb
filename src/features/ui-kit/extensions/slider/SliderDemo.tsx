import { Group, NumberInput, RangeSlider, SimpleGrid, Slider, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { PremiumCalculator } from './PremiumCalculator'
import { useSliderFormat } from './slider-format'
import { SliderField } from './SliderField'

const CONTENTS = { min: 10_000, max: 150_000, step: 5_000 } as const

/** Sliders that drive a premium estimate, a slider kept in step with a field, and locked ones. */
export function Demo() {
  const { t: k } = useTranslation('ui-kit/extensions-slider', {
    keyPrefix: 'uiKit.extensions-slider',
  })
  const format = useSliderFormat()
  const [contents, setContents] = useState(40_000)

  return (
    <Stack gap="lg">
      <DemoSection title={k('premium.title')} description={k('premium.description')}>
        <PremiumCalculator />
      </DemoSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <DemoSection title={k('bounds.title')} description={k('bounds.description')}>
          <Stack gap="md">
            <NumberInput
              label={k('bounds.label')}
              {...CONTENTS}
              value={contents}
              onChange={(value) => typeof value === 'number' && setContents(value)}
              clampBehavior="blur"
              allowDecimal={false}
              {...format.dollarField()}
            />
            <Slider
              {...CONTENTS}
              value={contents}
              onChange={setContents}
              label={format.dollars}
              thumbLabel={k('bounds.label')}
              thumbValueText={format.dollars}
            />
            <Group justify="space-between">
              <Text fz="xs" c="dimmed">
                {k('bounds.min', { value: format.dollars(CONTENTS.min) })}
              </Text>
              <Text fz="xs" c="dimmed">
                {k('bounds.max', { value: format.dollars(CONTENTS.max) })}
              </Text>
            </Group>
          </Stack>
        </DemoSection>
        <DemoSection title={k('disabled.title')} description={k('disabled.description')}>
          <Stack gap={40} pb="md">
            <SliderField label={k('disabled.commission')} value={format.percent(0.12)}>
              <Slider
                disabled
                min={0}
                max={30}
                value={12}
                marks={[0, 10, 20, 30].map((value) => ({
                  value,
                  label: format.percent(value / 100),
                }))}
                thumbLabel={k('disabled.commission')}
                thumbValueText={(value) => format.percent(value / 100)}
              />
            </SliderField>
            <SliderField label={k('disabled.band')} value={k('disabled.bandValue')}>
              <RangeSlider
                disabled
                min={18}
                max={90}
                value={[25, 70]}
                thumbFromLabel={k('disabled.from')}
                thumbToLabel={k('disabled.to')}
              />
            </SliderField>
          </Stack>
        </DemoSection>
      </SimpleGrid>
    </Stack>
  )
}
