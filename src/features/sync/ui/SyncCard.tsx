import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconServer } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSyncStatus } from '../api/sync.queries'
import { ConnectedPanel } from './ConnectedPanel'
import { ConnectForm } from './ConnectForm'

/** The navbar's indicator links here (`/settings#sync`). */
export const SYNC_CARD_ID = 'sync'

/**
 * Settings' "Agency server": the form that connects this device, or, once connected, its sync
 * state, the writes waiting and those refused, and the way back to local mode.
 */
export function SyncCard() {
  const { t } = useTranslation('sync')
  const status = useSyncStatus()
  const card = useRef<HTMLDivElement>(null)

  // Opened from the indicator: the card loads after the page, when the router has already
  // looked for the anchor.
  useEffect(() => {
    if (window.location.hash === `#${SYNC_CARD_ID}`) card.current?.scrollIntoView?.()
  }, [])

  return (
    <Card padding="lg" id={SYNC_CARD_ID} ref={card} style={{ scrollMarginTop: '6rem' }}>
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon variant="light" size="lg" aria-hidden="true">
          <IconServer size={20} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('sync.title')}
        </Title>
      </Group>
      {status.isPending && (
        <Stack gap="sm" aria-busy="true" data-testid="sync-loading">
          <Skeleton height={16} />
          <Skeleton height={36} />
        </Stack>
      )}
      {status.isLoadingError && (
        <Alert color="red" icon={<IconAlertCircle />} title={t('sync.statusError')} role="alert">
          <Text fz="sm" mb="sm">
            {status.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void status.refetch()}>
            {t('sync.retry')}
          </Button>
        </Alert>
      )}
      {status.data?.mode === 'local' && <ConnectForm />}
      {status.data?.mode === 'connected' && <ConnectedPanel status={status.data} />}
    </Card>
  )
}
