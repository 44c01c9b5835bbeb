import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { CardFrame } from '../CardFrame'
import { formatMoney, formatMonth } from '../format'
import { GlanceTrend } from '../glance'

/** Revenue of the last six months (invoices issued plus shop orders). */
export function RevenueCard() {
  const { t, i18n } = useTranslation('dashboards')
  const query = useAnalyticsCard('revenue')
  const money = (value: number) => formatMoney(value, i18n.language)
  return (
    <CardFrame id="revenue" title={t('dash.card.revenue')} query={query} height={200}>
      {(card) => (
        <>
          <Group gap="xl" mb="sm">
            <div>
              <Text fz="sm" c="dimmed">
                {t('dash.thisMonth')}
              </Text>
              <Text fw={700} fz="lg" data-testid="figure">
                {money(card.thisMonth)}
              </Text>
            </div>
            <div>
              <Text fz="sm" c="dimmed">
                {t('dash.lastMonth')}
              </Text>
              <Text fw={700} fz="lg">
                {money(card.lastMonth)}
              </Text>
            </div>
          </Group>
          <GlanceTrend
            label={t('dash.card.revenue')}
            categoryLabel={t('dash.chart.month')}
            height={160}
            filled
            categories={card.months.map((m) => formatMonth(m.month, i18n.language))}
            series={[
              {
                name: 'value',
                label: t('dash.card.revenue'),
                color: 'brand.6',
                data: card.months.map((m) => m.value),
              },
            ]}
            format={money}
          />
        </>
      )}
    </CardFrame>
  )
}
