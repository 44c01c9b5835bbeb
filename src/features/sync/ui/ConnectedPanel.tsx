import { Alert, Button, Code, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSyncNow } from '../api/sync.queries'
import type { SyncStatus } from '../sync.schema'
import { QueueTable } from './QueueTable'
import { RefusedAlert } from './RefusedAlert'
import { SyncStateBadge } from './SyncStateBadge'
import { useDisconnect } from './use-disconnect'
import { When } from './When'

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}

/** Connected mode: where the device syncs, how it stands, what waits and what was refused. */
export function ConnectedPanel({ status }: { status: SyncStatus }) {
  const { t } = useTranslation('sync')
  const syncNow = useSyncNow()
  const disconnect = useDisconnect(status.waiting)

  const runNow = () =>
    syncNow.mutate(undefined, {
      onSuccess: ({ state, lastError }) => {
        const failed = state === 'error'
        notifications.show({
          id: 'sync-now',
          color: failed ? 'red' : state === 'offline' ? 'orange' : 'green',
          title: failed ? t('sync.state.error') : undefined,
          message: failed
            ? (lastError ?? t('sync.toast.failed'))
            : t(state === 'offline' ? 'sync.toast.offline' : 'sync.toast.synced'),
        })
      },
    })

  return (
    <Stack gap="md">
      <RefusedAlert refused={status.refused} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Detail label={t('sync.details.server')}>
          <Code dir="ltr">{status.server}</Code>
        </Detail>
        <Detail label={t('sync.details.account')}>{status.account}</Detail>
        <Detail label={t('sync.details.device')}>
          {status.deviceNo === null ? '—' : t('sync.details.deviceNo', { no: status.deviceNo })}
        </Detail>
        <Detail label={t('sync.details.lastSync')}>
          {status.lastSyncAt ? <When iso={status.lastSyncAt} /> : t('sync.details.never')}
        </Detail>
        <Detail label={t('sync.details.state')}>
          <SyncStateBadge status={status} />
        </Detail>
      </SimpleGrid>
      {status.state === 'error' && status.lastError && (
        <Text fz="sm" c="red.8" data-testid="sync-last-error">
          {status.lastError}
        </Text>
      )}
      <Group gap="sm">
        <Button
          leftSection={<IconRefresh size={18} />}
          loading={syncNow.isPending}
          onClick={runNow}
        >
          {t('sync.now')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconPlugConnectedX size={18} />}
          loading={disconnect.pending}
          onClick={disconnect.run}
        >
          {t('sync.disconnect.button')}
        </Button>
      </Group>
      {disconnect.error && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {disconnect.error.message}
        </Alert>
      )}
      <Divider />
      <QueueTable status={status} />
    </Stack>
  )
}
