import { Avatar, Button, Group, Stack, Text, Textarea, Timeline } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection } from '../../ui/DemoSection'
import { timeAgo } from './time-ago'
import { useTimelineText } from './timeline-text'

interface Activity {
  id: number
  who: string
  initials: string
  color: string
  /** A key under `feed.events`, or the note's own text. */
  event: { key: string } | { note: string }
  minutesAgo: number
}

const FEED: Activity[] = [
  {
    id: 1,
    who: 'Marta Ruiz',
    initials: 'MR',
    color: 'teal',
    event: { key: 'renewed' },
    minutesAgo: 25,
  },
  {
    id: 2,
    who: 'Pablo Navarro',
    initials: 'PN',
    color: 'brand',
    event: { key: 'quote' },
    minutesAgo: 190,
  },
  {
    id: 3,
    who: 'Elena Castro',
    initials: 'EC',
    color: 'orange',
    event: { key: 'claim' },
    minutesAgo: 60 * 26,
  },
]

/** An activity feed with avatars as bullets, newest first; a note added goes on top. */
export function ActivityFeed() {
  const k = useTimelineText()
  const { i18n } = useTranslation()
  const [feed, setFeed] = useState(FEED)
  const [note, setNote] = useState('')
  const [error, setError] = useState(false)
  const add = () => {
    const text = note.trim()
    if (text.length < 3) {
      setError(true)
      return
    }
    setFeed((list) => [
      {
        id: Date.now(),
        who: k('feed.you'),
        initials: 'JD',
        color: 'gray',
        event: { note: text },
        minutesAgo: 0,
      },
      ...list,
    ])
    setNote('')
    setError(false)
  }
  return (
    <DemoSection title={k('feed.title')} description={k('feed.description')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={k('feed.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={error ? k('feed.error') : undefined}
            autosize
            minRows={2}
          />
          <Button type="submit" size="xs" w="fit-content">
            {k('feed.add')}
          </Button>
        </Stack>
      </form>
      <Timeline bulletSize={32} lineWidth={2} data-testid="activity-feed">
        {feed.map((activity) => (
          <Timeline.Item
            key={activity.id}
            bullet={
              <Avatar size={28} radius="xl" color={activity.color}>
                {activity.initials}
              </Avatar>
            }
            title={
              <Group gap={6} justify="space-between">
                <Text fz="sm" fw={600}>
                  {activity.who}
                </Text>
                <Text fz="xs" c="dimmed">
                  {timeAgo(activity.minutesAgo, i18n.language)}
                </Text>
              </Group>
            }
          >
            <Text fz="sm">
              {'key' in activity.event
                ? k(`feed.events.${activity.event.key}`)
                : activity.event.note}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </DemoSection>
  )
}
