import { Badge, Button, Group, Pill, Stack, Text } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconShieldCheck,
} from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { Count } from './Count'
import { usePillBadgesText } from './pill-badges-text'

const COUNTS = [3, 12, 99, 250] as const
/** Light badges: the theme darkens each colour's text to 4.5:1 on its tint, in both skins. */
const STATUSES = [
  { id: 'active', color: 'teal' },
  { id: 'pending', color: 'yellow' },
  { id: 'review', color: 'blue' },
  { id: 'renewed', color: 'brand' },
  { id: 'lapsed', color: 'red' },
  { id: 'draft', color: 'gray' },
] as const

/** Rounded counts in the variants the product uses; past 99 the badge says 99+. */
export function CountBadges() {
  const k = usePillBadgesText()
  return (
    <DemoSection title={k('counts.title')} description={k('counts.description')}>
      {(['filled', 'light', 'default'] as const).map((variant) => (
        <Group key={variant} gap="xs">
          <Text fz="xs" c="dimmed" w={64}>
            {k(`counts.variants.${variant}`)}
          </Text>
          {COUNTS.map((count) => (
            <Badge key={count} variant={variant} radius="xl">
              <Count value={count} />
            </Badge>
          ))}
        </Group>
      ))}
      <Group gap="xs">
        <Text fz="xs" c="dimmed" w={64}>
          {k('counts.variants.circle')}
        </Text>
        {[1, 4, 9].map((count) => (
          <Badge key={count} circle size="lg">
            {count}
          </Badge>
        ))}
      </Group>
    </DemoSection>
  )
}

/** Statuses of policies and claims, each colour with one meaning across the product. */
export function StatusBadges() {
  const k = usePillBadgesText()
  return (
    <DemoSection title={k('colors.title')} description={k('colors.description')}>
      <Group gap="xs">
        {STATUSES.map(({ id, color }) => (
          <Badge key={id} color={color} variant="light" radius="xl" size="lg">
            {k(`colors.statuses.${id}`)}
          </Badge>
        ))}
      </Group>
      <Group gap="xs">
        {STATUSES.map(({ id, color }) => (
          <Badge key={id} color={color} variant="dot" radius="xl" size="lg">
            {k(`colors.statuses.${id}`)}
          </Badge>
        ))}
      </Group>
    </DemoSection>
  )
}

const FILTERS = ['motor', 'madrid', 'renewal', 'over'] as const

/** Pills with an icon, and removable filter pills: removing one widens the list it filters. */
export function IconAndRemovable() {
  const k = usePillBadgesText()
  const [filters, setFilters] = useState<string[]>([...FILTERS])
  return (
    <DemoSection title={k('icons.title')} description={k('icons.description')}>
      <Group gap="xs">
        <Badge
          radius="xl"
          size="lg"
          variant="light"
          color="teal"
          leftSection={<IconShieldCheck size={14} aria-hidden />}
        >
          {k('icons.insured')}
        </Badge>
        <Badge
          radius="xl"
          size="lg"
          variant="light"
          color="yellow"
          leftSection={<IconClockHour4 size={14} aria-hidden />}
        >
          {k('icons.awaiting')}
        </Badge>
        <Badge
          radius="xl"
          size="lg"
          variant="light"
          color="red"
          leftSection={<IconAlertTriangle size={14} aria-hidden />}
        >
          {k('icons.overdue')}
        </Badge>
        <Badge
          radius="xl"
          size="lg"
          variant="filled"
          leftSection={<IconCircleCheck size={14} aria-hidden />}
        >
          {k('icons.paid')}
        </Badge>
      </Group>
      <Stack gap={6}>
        <Group gap="xs" aria-label={k('icons.filtersLabel')} role="group">
          {filters.map((filter) => (
            <Pill
              key={filter}
              size="md"
              withRemoveButton
              onRemove={() => setFilters((list) => list.filter((each) => each !== filter))}
              // Mantine hides the remove button from the keyboard and screen readers (an input's
              // pills are removed with Backspace); standing alone, these need it reachable.
              removeButtonProps={{
                tabIndex: 0,
                'aria-hidden': false,
                'aria-label': k('icons.remove', { filter: k(`icons.filters.${filter}`) }),
              }}
            >
              {k(`icons.filters.${filter}`)}
            </Pill>
          ))}
          {filters.length < FILTERS.length && (
            <Button
              variant="subtle"
              size="compact-sm"
              radius="xl"
              onClick={() => setFilters([...FILTERS])}
            >
              {k('icons.reset')}
            </Button>
          )}
        </Group>
        <Text fz="sm" c="dimmed" data-testid="filters-applied">
          {k('icons.applied', { count: filters.length })}
        </Text>
      </Stack>
    </DemoSection>
  )
}
