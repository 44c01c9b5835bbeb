import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconKeyOff, IconTrash } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.queries'
import type { ApiKey } from '../api-keys.schema'
import classes from './ApiKeys.module.css'

/** The caller's keys: name, scopes, when made, the secret's last four, and revoke. */
export function KeyList() {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const keys = useApiKeys()
  const revoke = useRevokeApiKey()

  const ask = async (key: ApiKey) => {
    const confirmed = await confirmDestructive({
      title: t('apiKeys.revoke.title', { name: key.name }),
      message: t('apiKeys.revoke.message', { lastFour: key.lastFour }),
      confirmLabel: t('apiKeys.revoke.confirm'),
    })
    if (confirmed) revoke.mutate(key.id)
  }

  return (
    <Card component="section" aria-labelledby={titleId} padding="xl">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4" id={titleId}>
          {t('apiKeys.list.title')}
        </Title>
        {keys.data && (
          <Text fz="sm" c="dimmed">
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
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('apiKeys.list.name')}</Table.Th>
                <Table.Th>{t('apiKeys.list.scopes')}</Table.Th>
                <Table.Th>{t('apiKeys.list.created')}</Table.Th>
                <Table.Th>{t('apiKeys.list.key')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('apiKeys.list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id} data-testid="api-key-row">
                  <Table.Td fw={600}>{key.name}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {key.scopes.map((scope) => (
                        <Badge key={scope} variant="light" tt="none" dir="ltr">
                          {scope}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    {formatDay(key.createdAt.slice(0, 10), i18n.language || 'en')}
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>
                    <Text ff="monospace" fz="sm" dir="ltr" data-testid="api-key-last-four">
                      <VisuallyHidden>{t('apiKeys.list.endsWith')} </VisuallyHidden>
                      <span aria-hidden="true">••••</span>
                      {key.lastFour}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Button
                      variant="subtle"
                      color="red.8"
                      size="xs"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      loading={revoke.isPending && revoke.variables === key.id}
                      onClick={() => void ask(key)}
                      aria-label={t('apiKeys.list.revoke', { name: key.name })}
                    >
                      {t('apiKeys.list.revokeShort')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  )
}
