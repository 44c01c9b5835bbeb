import { Alert, Button, Card, EmptyState, Group, Skeleton, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconKeyOff } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.queries'
import type { ApiKey } from '../api-keys.schema'
import { KeyStack, KeyTable } from './KeyTable'

/** The caller's keys: name, scopes, when made, the secret's last four, and revoke. */
export function KeyList() {
  const { t } = useTranslation('api-keys')
  const titleId = useId()
  const keys = useApiKeys()
  const revoke = useRevokeApiKey()
  // Below a tablet's width the five columns would scroll sideways: one key under another instead.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })

  const ask = async (key: ApiKey) => {
    const confirmed = await confirmDestructive({
      title: t('apiKeys.revoke.title', { name: key.name }),
      message: t('apiKeys.revoke.message', { lastFour: key.lastFour }),
      confirmLabel: t('apiKeys.revoke.confirm'),
    })
    if (confirmed) revoke.mutate(key.id)
  }
  const rowProps = {
    onRevoke: (key: ApiKey) => void ask(key),
    revoking: revoke.isPending ? revoke.variables : null,
  }
  const Rows = narrow ? KeyStack : KeyTable

  return (
    <Card component="section" aria-labelledby={titleId} padding="xl">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4" id={titleId}>
          {t('apiKeys.list.title')}
        </Title>
        {keys.data && (
          <Text fz="sm" c="dimmed" dir="auto">
            {t('apiKeys.list.count', { count: keys.data.length })}
          </Text>
        )}
      </Group>
      {keys.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : keys.isError ? (
        <Alert color="red" title={t('apiKeys.errors.load')}>
          <Button size="xs" variant="light" color="red" onClick={() => void keys.refetch()}>
            {t('apiKeys.errors.retry')}
          </Button>
        </Alert>
      ) : keys.data.length === 0 ? (
        <EmptyState
          icon={<IconKeyOff size={32} aria-hidden />}
          variant="light"
          title={t('apiKeys.list.empty')}
          description={t('apiKeys.list.emptyHint')}
        />
      ) : (
        <Rows keys={keys.data} {...rowProps} />
      )}
    </Card>
  )
}
