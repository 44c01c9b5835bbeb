import { Anchor, Avatar, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { eventsQuery, useGuests } from '@/features/calendar'
import { CardFrame } from '../CardFrame'
import { meetingTime, nextMeeting } from '../next-meeting'

const SHOWN_GUESTS = 4

/** The agency's next meeting, from the calendar: when, where, what for and who comes. */
export function MeetingCard() {
  const { t, i18n } = useTranslation('dashboards')
  const query = useQuery(eventsQuery(undefined))
  const guests = useGuests()
  const avatarOf = (name: string) => guests.data?.find((guest) => guest.name === name)?.avatar
  const calendarLink = (
    <Anchor component={Link} to="/apps/calendar" fz="sm">
      {t('dash.meetup.open')}
    </Anchor>
  )
  return (
    <CardFrame id="meetup" title={t('dash.meetup.title')} query={query}>
      {(events) => {
        const meeting = nextMeeting(events)
        if (!meeting)
          return (
            <Stack gap="xs" data-testid="figure">
              <Text c="dimmed">{t('dash.meetup.none')}</Text>
              {calendarLink}
            </Stack>
          )
        const { location, description, guests: invited = [] } = meeting.extendedProps
        return (
          <Stack gap="sm">
            <Text fw={600} dir="auto" data-testid="figure">
              {meeting.title}
            </Text>
            {description ? (
              <Text fz="sm" c="dimmed" dir="auto" lineClamp={3}>
                {description}
              </Text>
            ) : null}
            <Group gap="xs" wrap="nowrap">
              <IconCalendarEvent size={18} aria-hidden />
              <Text fz="sm">{meetingTime(meeting, i18n.language)}</Text>
            </Group>
            {location ? (
              <Group gap="xs" wrap="nowrap">
                <IconMapPin size={18} aria-hidden />
                <Text fz="sm" dir="auto">
                  {location}
                </Text>
              </Group>
            ) : null}
            {invited.length > 0 ? (
              <Avatar.Group>
                {invited.slice(0, SHOWN_GUESTS).map((name) => (
                  <Tooltip key={name} label={name} withArrow>
                    <Avatar src={avatarOf(name)} alt={name} name={name} color="initials" />
                  </Tooltip>
                ))}
                {invited.length > SHOWN_GUESTS ? (
                  <Avatar
                    aria-label={t('dash.meetup.more', { count: invited.length - SHOWN_GUESTS })}
                  >
                    +{invited.length - SHOWN_GUESTS}
                  </Avatar>
                ) : null}
              </Avatar.Group>
            ) : null}
            {calendarLink}
          </Stack>
        )
      }}
    </CardFrame>
  )
}
