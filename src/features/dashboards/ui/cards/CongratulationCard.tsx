import { Button, Card, Skeleton, Text, Title } from '@mantine/core'
import { IconTrophy } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/shared/auth/session'
import { useAnalyticsCard } from '../../api/dashboards.queries'
import { formatMoney } from '../format'

/** Greets the signed-in user with this month's revenue. */
export function CongratulationCard() {
  const { t, i18n } = useTranslation('dashboards')
  const user = useSession((state) => state.user)
  const query = useAnalyticsCard('revenue')
  const name = user?.fullName.split(' ')[0] ?? ''
  return (
    <Card
      padding="lg"
      h="100%"
      data-testid="card-congratulation"
      component="section"
      aria-labelledby="card-congratulation-title"
    >
      <Title order={2} fz="lg" id="card-congratulation-title">
        {t('dash.congratulations', { name })}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('dash.congratulationsHint')}
      </Text>
      {query.data ? (
        <Text fz={28} fw={700} c="brand" my="sm" data-testid="figure">
          {formatMoney(query.data.thisMonth, i18n.language)}
        </Text>
      ) : (
        <Skeleton
          h={34}
          w={140}
          my="sm"
          data-testid={query.isError ? 'card-error' : 'card-loading'}
        />
      )}
      <Button
        component={Link}
        to="/apps/invoice/list"
        size="xs"
        w="fit-content"
        leftSection={<IconTrophy size={16} aria-hidden />}
      >
        {t('dash.viewSales')}
      </Button>
    </Card>
  )
}
