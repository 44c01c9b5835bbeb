import { Button, Group, Progress, Stack, Text, Tooltip } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { DemoSection } from '../../ui/DemoSection'
import { EVENTS } from './TooltipBasics'
import { useTooltipsText } from './tooltips-text'

/** A longer tooltip wraps at a width; colours from the palette, dark enough for white text. */
export function MultilineTooltips() {
  const k = useTooltipsText()
  return (
    <DemoSection title={k('multiline.title')} description={k('multiline.description')}>
      <Group gap="sm">
        <Tooltip label={k('multiline.excess')} multiline w={240} withArrow events={EVENTS}>
          <Button variant="light">{k('multiline.excessButton')}</Button>
        </Tooltip>
        <Tooltip label={k('multiline.brand')} color="brand" withArrow events={EVENTS}>
          <Button variant="light">{k('multiline.brandButton')}</Button>
        </Tooltip>
        <Tooltip label={k('multiline.red')} color="red.9" withArrow events={EVENTS}>
          <Button variant="light" color="red">
            {k('multiline.redButton')}
          </Button>
        </Tooltip>
      </Group>
    </DemoSection>
  )
}

/**
 * Why a button is disabled: a `disabled` button gets no pointer or focus events, so this one is
 * only marked disabled (Mantine's `data-disabled`, and `aria-disabled`) and ignores clicks,
 * which keeps it reachable for the tooltip that explains.
 */
export function DisabledTooltip() {
  const k = useTooltipsText()
  return (
    <DemoSection title={k('disabled.title')} description={k('disabled.description')}>
      <Group gap="sm">
        <Tooltip label={k('disabled.why')} withArrow events={EVENTS}>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            data-disabled
            aria-disabled
            onClick={(event) => event.preventDefault()}
          >
            {k('disabled.renew')}
          </Button>
        </Tooltip>
        <Text fz="sm">{k('disabled.expires')}</Text>
      </Group>
    </DemoSection>
  )
}

const MONTHS = [42, 55, 61, 48, 70, 83] as const

/** A tooltip that follows the pointer over a figure: premium collected each month. */
export function FloatingTooltip() {
  const k = useTooltipsText()
  return (
    <DemoSection title={k('floating.title')} description={k('floating.description')}>
      <Stack gap={8}>
        {MONTHS.map((value, index) => (
          <Group key={index} gap="sm" wrap="nowrap">
            <Text fz="xs" w={36}>
              {k(`floating.months.${index}`)}
            </Text>
            <Tooltip.Floating label={k('floating.label', { value })}>
              <Progress
                flex={1}
                size="lg"
                value={value}
                aria-label={k('floating.aria', { month: k(`floating.months.${index}`), value })}
              />
            </Tooltip.Floating>
          </Group>
        ))}
      </Stack>
    </DemoSection>
  )
}
