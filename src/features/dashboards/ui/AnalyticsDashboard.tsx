import { Grid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AppDesignCard, UserTimelineCard } from './cards/ContentCards'
import { AvgSessionsCard } from './cards/AvgSessionsCard'
import { CustomersCard } from './cards/CustomersCard'
import { ProductOrdersCard } from './cards/ProductOrdersCard'
import { SessionsDeviceCard } from './cards/SessionsDeviceCard'
import { StatisticsCard } from './cards/StatisticsCard'
import { SupportTrackerCard } from './cards/SupportTrackerCard'

/** `/dashboard/analytics`: traffic, sessions, support and the customers. */
export function AnalyticsDashboard() {
  const { t } = useTranslation('dashboards')
  return (
    <Stack>
      <Title order={1} fz="h3">
        {t('dash.analyticsTitle')}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <StatisticsCard name="subscribers" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <StatisticsCard name="orders" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <AvgSessionsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SupportTrackerCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 6 }}>
          <UserTimelineCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <StatisticsCard name="sales" chart="radar" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <AppDesignCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <SessionsDeviceCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 6 }}>
          <CustomersCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 6 }}>
          <ProductOrdersCard />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
