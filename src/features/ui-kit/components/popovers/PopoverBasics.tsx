import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  HoverCard,
  Popover,
  Stack,
  Text,
} from '@mantine/core'
import { IconMail, IconPhone } from '@tabler/icons-react'
import { DemoSection } from '../../ui/DemoSection'
import { usePopoversText } from './popovers-text'

const SIDES = ['top', 'right', 'bottom', 'left'] as const

/** A popover on each side; "right" and "left" follow the reading direction, so RTL mirrors them. */
export function PopoverPositions() {
  const k = usePopoversText()
  return (
    <DemoSection title={k('positions.title')} description={k('positions.description')}>
      <Group gap="sm">
        {SIDES.map((side) => (
          <Popover key={side} position={side} withArrow shadow="md" width={220}>
            <Popover.Target>
              <Button variant="light">{k(`positions.${side}`)}</Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Text fz="sm" fw={600}>
                {k('positions.heading')}
              </Text>
              <Text fz="sm">{k('positions.body')}</Text>
            </Popover.Dropdown>
          </Popover>
        ))}
      </Group>
    </DemoSection>
  )
}

/** A client's card on hover or focus of their name, as lists of policies show it. */
export function ClientHoverCard() {
  const k = usePopoversText()
  return (
    <DemoSection title={k('hover.title')} description={k('hover.description')}>
      <Text fz="sm">
        {k('hover.before')} {/* Opens on keyboard focus too: Mantine's default is hover alone. */}
        <HoverCard
          width={280}
          shadow="md"
          withArrow
          openDelay={150}
          closeDelay={200}
          events={{ hover: true, focus: true, touch: false }}
        >
          <HoverCard.Target>
            <Anchor
              href="#client-lucia"
              fz="sm"
              underline="always"
              onClick={(event) => event.preventDefault()}
            >
              Lucía Fernández
            </Anchor>
          </HoverCard.Target>
          <HoverCard.Dropdown>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar color="brand" radius="xl">
                LF
              </Avatar>
              <Stack gap={4}>
                <Text fz="sm" fw={600}>
                  Lucía Fernández
                </Text>
                <Text fz="xs">{k('hover.since')}</Text>
                <Group gap={6}>
                  <Badge size="sm" variant="light" color="teal">
                    {k('hover.home')}
                  </Badge>
                  <Badge size="sm" variant="light">
                    {k('hover.motor')}
                  </Badge>
                </Group>
                <Group gap={6} fz="xs">
                  <IconPhone size={14} aria-hidden />
                  <span dir="ltr">+34 612 448 190</span>
                </Group>
                <Group gap={6} fz="xs">
                  <IconMail size={14} aria-hidden />
                  <span>lucia.fernandez@example.com</span>
                </Group>
              </Stack>
            </Group>
          </HoverCard.Dropdown>
        </HoverCard>{' '}
        {k('hover.after')}
      </Text>
    </DemoSection>
  )
}
