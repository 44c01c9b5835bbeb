import { Badge, Box, NavLink, SimpleGrid, Text } from '@mantine/core'
import {
  IconCalendarRepeat,
  IconCash,
  IconChecklist,
  IconFileText,
  IconMessages,
  IconReportMoney,
  IconUsers,
} from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { useNavsText } from './navs-text'

const SECTIONS = [
  { id: 'clients', Icon: IconUsers },
  { id: 'policies', Icon: IconFileText },
  { id: 'renewals', Icon: IconCalendarRepeat },
  { id: 'payments', Icon: IconCash },
] as const
type Section = (typeof SECTIONS)[number]['id']

/**
 * A side nav with its current item highlighted; light and filled. Buttons, as the demo stays on
 * this page; in the app each would be a router link with the same `aria-current`.
 */
export function VerticalNav() {
  const k = useNavsText()
  const [light, setLight] = useState<Section>('policies')
  const [filled, setFilled] = useState<Section>('renewals')
  const nav = (
    label: string,
    current: Section,
    choose: (id: Section) => void,
    filledVariant = false,
  ) => (
    <Box component="nav" aria-label={label}>
      {SECTIONS.map(({ id, Icon }) => (
        <NavLink
          key={id}
          component="button"
          type="button"
          label={k(`sections.${id}`)}
          leftSection={<Icon size={18} aria-hidden />}
          active={current === id}
          aria-current={current === id ? 'page' : undefined}
          variant={filledVariant ? 'filled' : 'light'}
          onClick={() => choose(id)}
        />
      ))}
    </Box>
  )
  return (
    <DemoSection title={k('vertical.title')} description={k('vertical.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          {nav(k('vertical.lightLabel'), light, setLight)}
          <Text fz="xs" c="dimmed" mt="xs">
            {k('vertical.showing', { section: k(`sections.${light}`) })}
          </Text>
        </div>
        <div>
          {nav(k('vertical.filledLabel'), filled, setFilled, true)}
          <Text fz="xs" c="dimmed" mt="xs">
            {k('vertical.showing', { section: k(`sections.${filled}`) })}
          </Text>
        </div>
      </SimpleGrid>
    </DemoSection>
  )
}

const WORK = [
  { id: 'tasks', Icon: IconChecklist, count: 7, color: 'brand' },
  { id: 'messages', Icon: IconMessages, count: 3, color: 'red' },
  { id: 'renewals', Icon: IconCalendarRepeat, count: 12, color: 'orange' },
] as const

/** Counts beside the items that wait for the user, and an item the user's role cannot open. */
export function BadgeNav() {
  const k = useNavsText()
  const [current, setCurrent] = useState<string>('tasks')
  return (
    <DemoSection title={k('badges.title')} description={k('badges.description')}>
      <Box component="nav" aria-label={k('badges.label')}>
        {WORK.map(({ id, Icon, count, color }) => (
          <NavLink
            key={id}
            component="button"
            type="button"
            label={k(`work.${id}`)}
            leftSection={<Icon size={18} aria-hidden />}
            rightSection={
              <Badge size="sm" radius="xl" variant="light" color={color}>
                {count}
              </Badge>
            }
            active={current === id}
            aria-current={current === id ? 'page' : undefined}
            onClick={() => setCurrent(id)}
          />
        ))}
        <NavLink
          component="button"
          type="button"
          label={k('work.commissions')}
          description={k('badges.disabledHint')}
          leftSection={<IconReportMoney size={18} aria-hidden />}
          disabled
          // NavLink keeps `disabled` to itself; the button says so to assistive technology.
          aria-disabled
        />
      </Box>
    </DemoSection>
  )
}
