import { Group, Progress, Stack, Text, Tooltip } from '@mantine/core'
import { DemoSection } from '../../ui/DemoSection'
import { useProgressText } from './progress-text'
import { wholeShares } from './shares'

const TARGETS = [
  { id: 'motor', value: 72, color: 'teal' },
  { id: 'home', value: 48, color: 'brand' },
  { id: 'life', value: 91, color: 'indigo' },
  { id: 'health', value: 23, color: 'red' },
] as const

/** A bar per target with its name and figure above it, the bar itself named for screen readers. */
export function TargetBars() {
  const k = useProgressText()
  return (
    <DemoSection title={k('targets.title')} description={k('targets.description')}>
      <Stack gap="md">
        {TARGETS.map(({ id, value, color }) => (
          <div key={id}>
            <Group justify="space-between" mb={4}>
              <Text fz="sm">{k(`lines.${id}`)}</Text>
              <Text fz="sm" fw={600}>
                {value}%
              </Text>
            </Group>
            <Progress
              value={value}
              color={color}
              aria-label={k('targets.label', { line: k(`lines.${id}`) })}
            />
          </div>
        ))}
      </Stack>
    </DemoSection>
  )
}

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Sizes, and stripes (moving ones say the work is still going on). */
export function SizesAndStripes() {
  const k = useProgressText()
  return (
    <DemoSection title={k('sizes.title')} description={k('sizes.description')}>
      <Stack gap="sm">
        {SIZES.map((size, index) => (
          <Group key={size} gap="sm" wrap="nowrap">
            <Text fz="xs" c="dimmed" w={24}>
              {size}
            </Text>
            <Progress
              flex={1}
              size={size}
              value={30 + index * 15}
              aria-label={k('sizes.label', { size })}
            />
          </Group>
        ))}
        <Text fz="sm" mt="xs">
          {k('sizes.striped')}
        </Text>
        <Progress size="lg" value={64} striped color="teal" aria-label={k('sizes.striped')} />
        <Text fz="sm">{k('sizes.animated')}</Text>
        <Progress size="lg" value={40} striped animated aria-label={k('sizes.animated')} />
      </Stack>
    </DemoSection>
  )
}

/** Policies in force per line; shades dark enough for the white figures inside the bar. */
const PORTFOLIO = [
  { id: 'motor', count: 412, color: 'brand' },
  { id: 'home', count: 318, color: 'teal.9' },
  { id: 'life', count: 196, color: 'cyan.9' },
  { id: 'health', count: 74, color: 'grape.9' },
] as const

/** Sections of one whole: the portfolio by line, each section with its share and a tooltip. */
export function PortfolioBar() {
  const k = useProgressText()
  const shares = wholeShares(PORTFOLIO.map(({ count }) => count))
  return (
    <DemoSection title={k('portfolio.title')} description={k('portfolio.description')}>
      <Progress.Root size={28}>
        {PORTFOLIO.map(({ id, count, color }, index) => (
          <Tooltip
            key={id}
            label={k('portfolio.tooltip', { line: k(`lines.${id}`), count })}
            // The sections take the keyboard's focus, so their tooltips show on it.
            events={{ hover: true, focus: true, touch: false }}
          >
            <Progress.Section
              value={shares[index]!}
              color={color}
              aria-label={k(`lines.${id}`)}
              tabIndex={0}
            >
              {/* Too narrow a section would crop its figure: the legend says it anyway. */}
              {shares[index]! >= 10 && <Progress.Label>{shares[index]}%</Progress.Label>}
            </Progress.Section>
          </Tooltip>
        ))}
      </Progress.Root>
      <Group gap="md" data-testid="portfolio-legend">
        {PORTFOLIO.map(({ id, count, color }, index) => (
          <Group key={id} gap={6}>
            <Progress.Root w={12} size={12} radius="xl" aria-hidden>
              <Progress.Section value={100} color={color} withAria={false} />
            </Progress.Root>
            <Text fz="sm">
              {k('portfolio.legend', { line: k(`lines.${id}`), count, share: shares[index]! })}
            </Text>
          </Group>
        ))}
      </Group>
    </DemoSection>
  )
}
