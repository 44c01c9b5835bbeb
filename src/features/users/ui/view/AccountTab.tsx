import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconFileInvoice } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../users.schema'
import { StatusBadge } from '../common/StatusBadge'

/**
 * The account at a glance. The user's invoices belong here too: they come with the invoice app
 * (not installed on this branch yet), so the tab says so instead of showing an empty table.
 */
export function AccountTab({ user }: { user: User }) {
  const { t } = useTranslation()
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
        <Alert variant="light" icon={<IconFileInvoice size={18} />}>
          {t('users.account.invoicesLater')}
        </Alert>
      </Card>
    </Stack>
  )
}
