import { Group, List, Text, ThemeIcon } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { CardFrame } from '../CardFrame'
import { formatCount } from '../format'
import { GlanceDonut } from '../glance'

const STATES = [
  ['finished', 'green.6'],
  ['pending', 'orange.6'],
  ['rejected', 'red.6'],
] as const

/** The shop's orders by state: finished, pending, rejected. */
export function ProductOrdersCard() {
  const { t, i18n } = useTranslation('dashboards')
  const query = useAnalyticsCard('product-orders')
  return (
    <CardFrame id="product-orders" title={t('dash.card.productOrders')} query={query}>
      {(card) =>
        card.total === 0 ? (
          <Group gap="sm" data-testid="figure">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <IconShoppingCart size={20} />
            </ThemeIcon>
            <Text c="dimmed">{t('dash.noOrders')}</Text>
          </Group>
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <GlanceDonut
              label={t('dash.card.productOrders')}
              categoryLabel={t('dash.chart.state')}
              valueLabel={t('dash.chart.count')}
              size={130}
              thickness={18}
              format={(value) => formatCount(value, i18n.language)}
              center={
                <Text fz="lg" fw={700}>
                  {card.total}
                </Text>
              }
              data={STATES.map(([state, color]) => ({
                name: t(`dash.orders.${state}`),
                value: card.chart_info[state],
                color,
              }))}
            />
            <List spacing={4} listStyleType="none" data-testid="figure">
              {STATES.map(([state]) => (
                <List.Item key={state}>
                  <Text fz="sm">
                    {t(`dash.orders.${state}`)}: <b>{card.chart_info[state]}</b>
                  </Text>
                </List.Item>
              ))}
            </List>
          </Group>
        )
      }
    </CardFrame>
  )
}
