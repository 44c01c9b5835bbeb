import { Group, RingProgress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { CardFrame } from '../CardFrame'
import { formatMoney, formatPercent } from '../format'

/** Money collected on invoices against what is still owed. */
export function GoalOverviewCard() {
  const { t, i18n } = useTranslation('dashboards')
  const query = useAnalyticsCard('goal-overview')
  return (
    <CardFrame id="goal-overview" title={t('dash.card.goalOverview')} query={query} height={220}>
      {(card) => (
        <Stack align="center">
          <RingProgress
            size={180}
            thickness={14}
            roundCaps
            sections={[{ value: card.percent, color: 'green' }]}
            label={
              <Text ta="center" fz={24} fw={700} data-testid="figure">
                {formatPercent(card.percent, i18n.language)}
              </Text>
            }
            role="img"
            aria-label={`${t('dash.collectedShare')}: ${formatPercent(card.percent, i18n.language)}`}
          />
          <Group grow w="100%">
            <div>
              <Text fz="sm" c="dimmed">
                {t('dash.completed')}
              </Text>
              <Text fw={600} data-testid="goal-completed">
                {formatMoney(card.completed, i18n.language)}
              </Text>
            </div>
            <div>
              <Text fz="sm" c="dimmed">
                {t('dash.inProgress')}
              </Text>
              <Text fw={600} data-testid="goal-in-progress">
                {formatMoney(card.inProgress, i18n.language)}
              </Text>
            </div>
          </Group>
        </Stack>
      )}
    </CardFrame>
  )
}
