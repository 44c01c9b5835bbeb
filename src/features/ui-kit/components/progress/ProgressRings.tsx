import { Group, RingProgress, SemiCircleProgress, Stack, Text } from '@mantine/core'
import { DemoSection } from '../../ui/DemoSection'
import { useProgressText } from './progress-text'

const RINGS = [
  { id: 'closed', value: 82, color: 'teal' },
  { id: 'renewed', value: 64, color: 'brand' },
  { id: 'signed', value: 37, color: 'orange' },
] as const

/** Rings and a half circle: one figure each, for a dashboard card. */
export function Rings() {
  const k = useProgressText()
  return (
    <DemoSection title={k('rings.title')} description={k('rings.description')}>
      <Group gap="lg" justify="space-around">
        {RINGS.map(({ id, value, color }) => (
          <Stack key={id} gap={4} align="center">
            <RingProgress
              size={104}
              thickness={10}
              roundCaps
              sections={[{ value, color }]}
              label={
                <Text ta="center" fw={700} fz="lg">
                  {value}%
                </Text>
              }
            />
            <Text fz="sm" ta="center" maw={120}>
              {k(`rings.${id}`)}
            </Text>
          </Stack>
        ))}
        <Stack gap={4} align="center">
          <SemiCircleProgress
            size={160}
            thickness={12}
            value={68}
            filledSegmentColor="brand"
            label={k('rings.targetValue', { value: 68 })}
          />
          <Text fz="sm" ta="center">
            {k('rings.target')}
          </Text>
        </Stack>
      </Group>
    </DemoSection>
  )
}
