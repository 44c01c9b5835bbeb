import { Group, Loader, Stack, Text } from '@mantine/core'
import { DemoSection } from '../../ui/DemoSection'
import { useSpinnersText } from './spinners-text'

const TYPES = ['oval', 'bars', 'dots'] as const
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const COLORS = ['brand', 'teal', 'orange', 'red', 'gray'] as const

/**
 * Each spinner is a status with a name, so a screen reader says what is loading. `data-demo`
 * tells the screen sweep these spin on purpose (it fails a screen with a spinner left in it).
 */
export function SpinnerTypes() {
  const k = useSpinnersText()
  return (
    <DemoSection title={k('types.title')} description={k('types.description')}>
      <Group gap="xl">
        {TYPES.map((type) => (
          <Stack key={type} gap={6} align="center">
            <Loader type={type} data-demo role="status" aria-label={k('types.label')} />
            <Text fz="xs" c="dimmed">
              {k(`types.${type}`)}
            </Text>
          </Stack>
        ))}
      </Group>
    </DemoSection>
  )
}

export function SpinnerSizes() {
  const k = useSpinnersText()
  return (
    <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
      <Group gap="lg" align="center">
        {SIZES.map((size) => (
          <Stack key={size} gap={6} align="center">
            <Loader size={size} data-demo role="status" aria-label={k('types.label')} />
            <Text fz="xs" c="dimmed">
              {size}
            </Text>
          </Stack>
        ))}
      </Group>
      <Group gap="lg">
        {COLORS.map((color) => (
          <Loader
            key={color}
            color={color}
            type="dots"
            data-demo
            role="status"
            aria-label={k('sizes.colorLabel', { color: k(`sizes.colors.${color}`) })}
          />
        ))}
      </Group>
    </DemoSection>
  )
}
