import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { CardFrame } from '../CardFrame'
import { formatCount } from '../format'
import { GlanceDonut } from '../glance'

/** The agency's user records by status. */
export function CustomersCard() {
  const { t, i18n } = useTranslation('dashboards')
  const query = useAnalyticsCard('customers')
  return (
    <CardFrame id="customers" title={t('dash.card.customers')} query={query} height={220}>
      {(card) => (
        <Stack align="center">
          <GlanceDonut
            label={t('dash.card.customers')}
            categoryLabel={t('dash.statusLabel')}
            valueLabel={t('dash.chart.count')}
            size={150}
            thickness={75}
            format={(value) => formatCount(value, i18n.language)}
            data={card.listData.map((d) => ({
              name: t(`dash.status.${d.text}`),
              value: d.result,
              color: `${d.iconColor}.6`,
            }))}
          />
          <Stack gap={6} w="100%">
            {card.listData.map((d) => (
              <Group key={d.text} justify="space-between">
                <Text fz="sm">{t(`dash.status.${d.text}`)}</Text>
                <Text fz="sm" fw={600} data-testid={`customers-${d.text}`}>
                  {d.result}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </CardFrame>
  )
}
