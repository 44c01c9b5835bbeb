import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { CardFrame } from '../CardFrame'
import { formatMoney } from '../format'
import { GlanceDonut } from '../glance'
import { Growth } from './Growth'

/** This month's invoiced and shop revenue against last month's. */
export function EarningsCard() {
  const { t, i18n } = useTranslation('dashboards')
  const query = useAnalyticsCard('revenue')
  const money = (value: number) => formatMoney(value, i18n.language)
  return (
    <CardFrame id="earnings" title={t('dash.card.earnings')} query={query}>
      {(card) => (
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={4}>
            <Text fz="sm" c="dimmed">
              {t('dash.thisMonth')}
            </Text>
            <Text fz={24} fw={700} data-testid="figure">
              {money(card.thisMonth)}
            </Text>
            <Growth
              value={
                card.lastMonth === 0
                  ? 0
                  : ((card.thisMonth - card.lastMonth) / card.lastMonth) * 100
              }
            />
            <Text fz="xs" c="dimmed">
              {t('dash.lastMonth')}: {money(card.lastMonth)}
            </Text>
          </Stack>
          <GlanceDonut
            label={t('dash.card.earnings')}
            categoryLabel={t('dash.chart.category')}
            valueLabel={t('dash.chart.value')}
            size={120}
            thickness={16}
            format={money}
            data={[
              { name: t('dash.thisMonth'), value: card.thisMonth, color: 'brand.6' },
              { name: t('dash.lastMonth'), value: card.lastMonth, color: 'brand.2' },
            ]}
          />
        </Group>
      )}
    </CardFrame>
  )
}
