import { Group, NativeSelect, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isOneOf } from '@/shared/contract/one-of'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { SESSION_PERIODS, type SessionPeriod } from '../../dashboards.schema'
import { CardFrame } from '../CardFrame'
import { formatCount, formatPercent } from '../format'
import { GlanceBars } from '../glance'
import { Growth } from './Growth'

const isPeriod = (value: string): value is SessionPeriod => isOneOf(SESSION_PERIODS, value)

/** Average sessions over a chosen period, with the goal, users, retention and duration. */
export function AvgSessionsCard() {
  const { t, i18n } = useTranslation('dashboards')
  const [period, setPeriod] = useState<SessionPeriod>(SESSION_PERIODS[0])
  const query = useAnalyticsCard('avg-sessions', { period })
  const lang = i18n.language
  const selector = (
    <NativeSelect
      size="xs"
      aria-label={t('dash.period')}
      value={period}
      onChange={(event) => {
        if (isPeriod(event.currentTarget.value)) setPeriod(event.currentTarget.value)
      }}
      data={SESSION_PERIODS.map((value) => ({ value, label: t(`dash.periods.${value}`) }))}
    />
  )
  return (
    <CardFrame
      id="avg-sessions"
      title={t('dash.card.avgSessions')}
      action={selector}
      query={query}
      height={220}
    >
      {(card) => (
        <Stack>
          <Group justify="space-between" align="flex-end">
            <div>
              <Text fz={28} fw={700} data-testid="figure">
                {formatCount(card.sessions, lang)}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('dash.avgSessionsHint')}
              </Text>
            </div>
            <Growth value={card.growth} />
          </Group>
          <GlanceBars
            label={t('dash.chart.sessionsByDay')}
            categoryLabel={t('dash.chart.day')}
            height={140}
            categories={card.series.map((_, i) => String(i + 1))}
            series={[
              { name: 'sessions', label: t('dash.sessions'), color: 'brand.6', data: card.series },
            ]}
            format={(value) => formatCount(value, lang)}
          />
          <SimpleGrid cols={2}>
            <Figure
              label={t('dash.goal')}
              value={formatCount(card.goal, lang)}
              progress={50}
              color="brand"
            />
            <Figure
              label={t('dash.users')}
              value={formatCount(card.users, lang)}
              progress={Math.min(100, (card.users / Math.max(card.goal, 1)) * 100)}
              color="orange"
            />
            <Figure
              label={t('dash.retention')}
              value={formatPercent(card.retention, lang)}
              progress={card.retention}
              color="red"
            />
            <Figure
              label={t('dash.duration')}
              value={t('dash.years', { count: card.duration })}
              progress={card.duration * 25}
              color="cyan"
            />
          </SimpleGrid>
        </Stack>
      )}
    </CardFrame>
  )
}

function Figure({
  label,
  value,
  progress,
  color,
}: {
  label: string
  value: string
  progress: number
  color: string
}) {
  return (
    <div>
      <Text fz="sm">
        {label}: {value}
      </Text>
      <Progress value={progress} color={color} size="sm" mt={4} aria-label={label} />
    </div>
  )
}
