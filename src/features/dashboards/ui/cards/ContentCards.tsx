/**
 * Content cards: what the product keeps no data for (the browsers' share, a timeline, a design
 * brief). Their text is in the locales; the figures are fixed.
 */
import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core'
import { IconCalendarEvent, IconFileText, IconUserPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPercent } from '../format'

export function ContentCard({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Card
      padding="lg"
      h="100%"
      data-testid={`card-${id}`}
      component="section"
      aria-labelledby={`card-${id}-title`}
    >
      <Title order={2} fz="lg" mb="md" id={`card-${id}-title`}>
        {title}
      </Title>
      {children}
    </Card>
  )
}

const BROWSERS = [
  ['Google Chrome', 54.4, 'brand'],
  ['Mozilla Firefox', 6.1, 'orange'],
  ['Apple Safari', 14.6, 'cyan'],
  ['Microsoft Edge', 4.2, 'green'],
  ['Opera', 8.4, 'red'],
] as const

export function BrowserStatesCard() {
  const { t, i18n } = useTranslation('dashboards')
  return (
    <ContentCard id="browser-states" title={t('dash.card.browserStates')}>
      <Stack gap="sm">
        {BROWSERS.map(([name, share, color]) => (
          <div key={name}>
            <Group justify="space-between">
              <Text fz="sm">{name}</Text>
              <Text fz="sm" fw={600}>
                {formatPercent(share, i18n.language)}
              </Text>
            </Group>
            <Progress value={share} color={color} size="sm" aria-label={name} />
          </div>
        ))}
      </Stack>
    </ContentCard>
  )
}

const TIMELINE = [
  ['invoices', IconFileText],
  ['client', IconUserPlus],
  ['meeting', IconCalendarEvent],
] as const

export function UserTimelineCard() {
  const { t } = useTranslation('dashboards')
  return (
    <ContentCard id="user-timeline" title={t('dash.card.userTimeline')}>
      <Timeline active={TIMELINE.length - 1} bulletSize={24} lineWidth={2}>
        {TIMELINE.map(([key, Icon]) => (
          <Timeline.Item
            key={key}
            bullet={<Icon size={14} aria-hidden />}
            title={t(`dash.timeline.${key}`)}
          >
            <Text fz="sm" c="dimmed">
              {t(`dash.timeline.${key}Body`)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </ContentCard>
  )
}

const TEAM = ['/images/avatars/1.svg', '/images/avatars/2.svg', '/images/avatars/3.svg']

export function AppDesignCard() {
  const { t } = useTranslation('dashboards')
  return (
    <ContentCard id="app-design" title={t('dash.card.appDesign')}>
      <Stack gap="sm">
        <Badge variant="light" w="fit-content">
          {t('dash.appDesign.date')}
        </Badge>
        <Text fz="sm" c="dimmed">
          {t('dash.appDesign.body')}
        </Text>
        <Avatar.Group>
          {TEAM.map((src, i) => (
            <Avatar key={src} src={src} alt={t('dash.meetup.guest', { n: i + 1 })} />
          ))}
        </Avatar.Group>
        <Group grow>
          <div>
            <Text fz="xs" c="dimmed">
              {t('dash.appDesign.due')}
            </Text>
            <Text fz="sm" fw={600}>
              {t('dash.appDesign.dueValue')}
            </Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              {t('dash.budget')}
            </Text>
            <Text fz="sm" fw={600}>
              $49,251.91
            </Text>
          </div>
        </Group>
        <Button variant="light">{t('dash.appDesign.join')}</Button>
      </Stack>
    </ContentCard>
  )
}
