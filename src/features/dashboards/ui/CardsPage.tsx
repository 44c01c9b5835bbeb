import { Button, Grid, Stack, Title } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardKind } from '../dashboards.manifest'
import type { StatisticsCardName } from '../dashboards.schema'
import { STATISTICS_CARDS } from '../dashboards.schema'
import { ActionCard } from './ActionCard'
import { BasicCards } from './BasicCards'
import { AvgSessionsCard } from './cards/AvgSessionsCard'
import { CongratulationCard } from './cards/CongratulationCard'
import { AppDesignCard, BrowserStatesCard, UserTimelineCard } from './cards/ContentCards'
import { CustomersCard } from './cards/CustomersCard'
import { EarningsCard } from './cards/EarningsCard'
import { EcommerceStatisticsCard } from './cards/EcommerceStatisticsCard'
import { GoalOverviewCard } from './cards/GoalOverviewCard'
import { MeetingCard } from './cards/MeetingCard'
import { TransactionsCard } from './cards/InvoiceCards'
import { ProductOrdersCard } from './cards/ProductOrdersCard'
import { RevenueCard } from './cards/RevenueCard'
import { RevenueReportCard } from './cards/RevenueReportCard'
import { SessionsDeviceCard } from './cards/SessionsDeviceCard'
import { StatisticsCard, type StatisticsChart } from './cards/StatisticsCard'
import { SupportTrackerCard } from './cards/SupportTrackerCard'

const half = { base: 12, md: 6 }
const third = { base: 12, md: 6, lg: 4 }
const col = (span: typeof half | number, node: ReactNode, key: string) => (
  <Grid.Col key={key} span={span}>
    {node}
  </Grid.Col>
)

const CHART: Partial<Record<StatisticsCardName, StatisticsChart>> = {
  'orders-bar-chart': 'bar',
  'profit-line-chart': 'line',
  sales: 'radar',
}

function Catalogue({ kind }: { kind: Exclude<CardKind, 'action' | 'basic'> }) {
  if (kind === 'statistics')
    return [
      col(12, <EcommerceStatisticsCard />, 'all'),
      ...STATISTICS_CARDS.map((name) =>
        col(third, <StatisticsCard name={name} chart={CHART[name]} />, name),
      ),
    ]
  if (kind === 'analytics')
    return [
      col(half, <AvgSessionsCard />, 'avg'),
      col(half, <SupportTrackerCard />, 'support'),
      col(12, <RevenueReportCard />, 'report'),
      col(third, <GoalOverviewCard />, 'goal'),
      col(third, <RevenueCard />, 'revenue'),
      col(third, <EarningsCard />, 'earnings'),
      col(third, <ProductOrdersCard />, 'orders'),
      col(third, <SessionsDeviceCard />, 'devices'),
      col(third, <CustomersCard />, 'customers'),
    ]
  return [
    col(third, <CongratulationCard />, 'congrats'),
    col(third, <MeetingCard />, 'meetup'),
    col(third, <BrowserStatesCard />, 'browsers'),
    col(half, <UserTimelineCard />, 'timeline'),
    col(half, <AppDesignCard />, 'design'),
    col(half, <TransactionsCard />, 'transactions'),
  ]
}

const ACTION_CARDS: readonly StatisticsCardName[] = ['subscribers', 'revenue', 'active-users']

function ActionCards() {
  const { t } = useTranslation('dashboards')
  const [closed, setClosed] = useState<readonly StatisticsCardName[]>([])
  return (
    <Stack>
      {closed.length > 0 ? (
        <Button variant="light" w="fit-content" onClick={() => setClosed([])}>
          {t('dash.action.showClosed', { count: closed.length })}
        </Button>
      ) : null}
      <Grid>
        {ACTION_CARDS.filter((name) => !closed.includes(name)).map((name) =>
          col(
            third,
            <ActionCard name={name} onClose={() => setClosed((list) => [...list, name])} />,
            name,
          ),
        )}
      </Grid>
    </Stack>
  )
}

/** `/cards/{kind}`: the card catalogue, made of the dashboards' own cards. */
export function CardsPage({ kind }: { kind: CardKind }) {
  const { t } = useTranslation('dashboards')
  return (
    <Stack>
      <Title order={1} fz="h3">
        {t(`pages.cards-${kind}`)}
      </Title>
      {kind === 'action' ? (
        <ActionCards />
      ) : kind === 'basic' ? (
        <BasicCards />
      ) : (
        <Grid>{Catalogue({ kind })}</Grid>
      )}
    </Stack>
  )
}
