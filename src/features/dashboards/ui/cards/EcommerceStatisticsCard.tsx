import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconBox,
  IconChartPie,
  IconCurrencyDollar,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useStatisticsCard } from '../../api/dashboards.queries'
import type { StatisticsCardName } from '../../dashboards.schema'
import { formatCount, formatMoney } from '../format'

const FIGURES: readonly [StatisticsCardName, Icon, string, boolean][] = [
  ['sales', IconChartPie, 'brand', true],
  ['subscribers', IconUsers, 'cyan', false],
  ['orders', IconBox, 'red', false],
  ['revenue', IconCurrencyDollar, 'green', true],
]

function Figure({
  name,
  icon: FigureIcon,
  color,
  money,
}: {
  name: StatisticsCardName
  icon: Icon
  color: string
  money: boolean
}) {
  const { t, i18n } = useTranslation('dashboards')
  const query = useStatisticsCard(name)
  return (
    <Group gap="sm" wrap="nowrap" data-testid={`statistic-${name}`}>
      <ThemeIcon variant="light" color={color} size={44} radius="xl" aria-hidden>
        <FigureIcon size={22} />
      </ThemeIcon>
      <div>
        {query.isPending ? (
          <Skeleton h={22} w={70} data-testid="card-loading" />
        ) : query.isError ? (
          <Text fz="sm" c="red">
            {t('dash.failed')}
          </Text>
        ) : (
          <Text fw={700} fz="lg" data-testid="figure">
            {money
              ? formatMoney(query.data.statistics, i18n.language)
              : formatCount(query.data.statistics, i18n.language)}
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          {t(`dash.stat.${name}`)}
        </Text>
      </div>
    </Group>
  )
}

/** The shop's headline figures: sales, customers, orders and revenue. */
export function EcommerceStatisticsCard() {
  const { t } = useTranslation('dashboards')
  return (
    <Card
      padding="lg"
      h="100%"
      data-testid="card-statistics"
      component="section"
      aria-labelledby="card-statistics-title"
    >
      <Title order={2} fz="lg" mb="md" id="card-statistics-title">
        {t('dash.card.statistics')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {FIGURES.map(([name, icon, color, money]) => (
          <Figure key={name} name={name} icon={icon} color={color} money={money} />
        ))}
      </SimpleGrid>
    </Card>
  )
}
