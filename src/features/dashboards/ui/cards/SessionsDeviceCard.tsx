import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { CardFrame } from '../CardFrame'
import { formatPercent } from '../format'
import { GlanceDonut } from '../glance'
import { Growth } from './Growth'

/** Sessions by device, with each device's change. */
export function SessionsDeviceCard() {
  const { t, i18n } = useTranslation('dashboards')
  const query = useAnalyticsCard('sessions-device')
  return (
    <CardFrame
      id="sessions-device"
      title={t('dash.card.sessionsDevice')}
      query={query}
      height={220}
    >
      {(card) => (
        <Stack align="center">
          <GlanceDonut
            label={t('dash.card.sessionsDevice')}
            categoryLabel={t('dash.chart.device')}
            valueLabel={t('dash.chart.share')}
            size={150}
            thickness={20}
            format={(value) => formatPercent(value, i18n.language)}
            data={card.chart_info.map((d) => ({
              name: d.name,
              value: d.usage,
              color: `${d.iconColor}.6`,
            }))}
          />
          <Stack gap={6} w="100%" data-testid="figure">
            {card.chart_info.map((d) => (
              <Group key={d.name} justify="space-between">
                <Text fz="sm" fw={500}>
                  {d.name}
                </Text>
                <Group gap="xs">
                  <Text fz="sm">{formatPercent(d.usage, i18n.language)}</Text>
                  <Growth value={d.upDown} />
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </CardFrame>
  )
}
