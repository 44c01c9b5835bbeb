import { Group, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { CardFrame } from '../CardFrame'
import { formatPercent } from '../format'

/** Support tickets: total, new, open, the response time and the share closed. */
export function SupportTrackerCard() {
  const { t, i18n } = useTranslation('dashboards')
  const query = useAnalyticsCard('support-tracker')
  return (
    <CardFrame
      id="support-tracker"
      title={t('dash.card.supportTracker')}
      query={query}
      height={220}
    >
      {(card) => (
        <Group justify="space-between" align="center">
          <Stack gap={0}>
            <Text fz={36} fw={700} data-testid="figure">
              {card.totalTicket}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('dash.tickets')}
            </Text>
          </Stack>
          <RingProgress
            size={160}
            thickness={14}
            roundCaps
            sections={[{ value: card.completed, color: 'brand' }]}
            label={
              <Text ta="center" fw={700}>
                {formatPercent(card.completed, i18n.language)}
              </Text>
            }
            role="img"
            aria-label={`${t('dash.completedTickets')}: ${formatPercent(card.completed, i18n.language)}`}
          />
          <SimpleGrid cols={3} w="100%">
            <Stat label={t('dash.newTickets')} value={card.newTicket} />
            <Stat label={t('dash.openTickets')} value={card.openTicket} />
            <Stat
              label={t('dash.responseTime')}
              value={t('dash.days', { count: card.responseTime })}
            />
          </SimpleGrid>
        </Group>
      )}
    </CardFrame>
  )
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  )
}
