import { Grid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { BrowserStatesCard } from './cards/ContentCards'
import { MeetingCard } from './cards/MeetingCard'
import { CongratulationCard } from './cards/CongratulationCard'
import { EarningsCard } from './cards/EarningsCard'
import { EcommerceStatisticsCard } from './cards/EcommerceStatisticsCard'
import { GoalOverviewCard } from './cards/GoalOverviewCard'
import { CompanyTableCard, TransactionsCard } from './cards/InvoiceCards'
import { RevenueReportCard } from './cards/RevenueReportCard'
import { StatisticsCard } from './cards/StatisticsCard'

/** `/`: the admin's home, the shop and the agency's money at a glance. */
export function EcommerceDashboard() {
  const { t } = useTranslation('dashboards')
  return (
    <Stack>
      <Title order={1} fz="h3">
        {t('dash.ecommerceTitle')}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CongratulationCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <EcommerceStatisticsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <StatisticsCard name="orders-bar-chart" chart="bar" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <StatisticsCard name="profit-line-chart" chart="line" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <EarningsCard />
        </Grid.Col>
        <Grid.Col span={12}>
          <RevenueReportCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CompanyTableCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <MeetingCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <BrowserStatesCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <GoalOverviewCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <TransactionsCard />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
