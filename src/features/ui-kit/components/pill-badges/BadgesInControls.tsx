import { ActionIcon, Badge, Button, Group, Indicator, Tabs, Text } from '@mantine/core'
import { IconBell, IconCalendarRepeat, IconInbox, IconMessage } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { Count } from './Count'
import { formatCount } from './format-count'
import { usePillBadgesText } from './pill-badges-text'

/** Counts inside buttons: what is waiting behind each action, read out with its name. */
export function BadgesInButtons() {
  const k = usePillBadgesText()
  const [unread, setUnread] = useState(4)
  return (
    <DemoSection title={k('buttons.title')} description={k('buttons.description')}>
      <Group gap="sm">
        <Button
          leftSection={<IconInbox size={16} aria-hidden />}
          rightSection={
            unread > 0 && (
              <Badge variant="white" size="sm" radius="xl">
                <Count value={unread} />
              </Badge>
            )
          }
          onClick={() => setUnread(0)}
        >
          {k('buttons.inbox')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconCalendarRepeat size={16} aria-hidden />}
          rightSection={
            <Badge size="sm" radius="xl">
              12
            </Badge>
          }
        >
          {k('buttons.renewals')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconMessage size={16} aria-hidden />}
          rightSection={
            <Badge size="sm" radius="xl" color="red.9">
              <Count value={140} />
            </Badge>
          }
        >
          {k('buttons.messages')}
        </Button>
        <Indicator label={formatCount(3)} size={18} color="red.9" offset={4}>
          <ActionIcon variant="default" size="lg" aria-label={k('buttons.alerts', { count: 3 })}>
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Group>
      <Text fz="xs" c="dimmed">
        {k('buttons.hint')}
      </Text>
    </DemoSection>
  )
}

const TABS = [
  { id: 'open', count: 3, color: 'red.9' },
  { id: 'assessment', count: 8, color: 'brand' },
  { id: 'settled', count: 120, color: 'gray.7' },
] as const

/** Counts in tabs: how many claims each tab holds before opening it. */
export function BadgesInTabs() {
  const k = usePillBadgesText()
  return (
    <DemoSection title={k('tabs.title')} description={k('tabs.description')}>
      <Tabs defaultValue="open">
        <Tabs.List>
          {TABS.map(({ id, count, color }) => (
            <Tabs.Tab
              key={id}
              value={id}
              rightSection={
                <Badge size="sm" radius="xl" color={color}>
                  <Count value={count} />
                </Badge>
              }
            >
              {k(`tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ id, count }) => (
          <Tabs.Panel key={id} value={id} pt="sm">
            <Text fz="sm">{k(`tabs.panel.${id}`, { count })}</Text>
          </Tabs.Panel>
        ))}
      </Tabs>
    </DemoSection>
  )
}
