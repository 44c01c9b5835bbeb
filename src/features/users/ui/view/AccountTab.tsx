import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { InvoicesTable } from '@/features/invoice'
import { useTranslation } from 'react-i18next'
import type { User } from '../../users.schema'
import { StatusBadge } from '../common/StatusBadge'

/** The account at a glance, and the invoices the user handled as salesperson. */
export function AccountTab({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const facts: [string, React.ReactNode][] = [
    [t('users.account.memberSince'), `#${user.id}`],
    [t('users.account.plan'), t(`users.plan.${user.currentPlan}`)],
    [t('users.account.billing'), t(`users.billing.${user.billing}`)],
    [t('users.view.status'), <StatusBadge key="s" status={user.status} />],
  ]
  return (
    <Stack>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t('users.account.summary')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text size="sm" fw={500} component="div">
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t('users.account.invoices')}
        </Title>
        <InvoicesTable
          salesperson={user.fullName}
          label={t('users.account.invoices')}
          perPage={5}
        />
      </Card>
    </Stack>
  )
}
