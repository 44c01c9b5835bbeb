import { Button, Stack, Text, Tooltip } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useNavbarTone } from '@/shared/layout/navbar-tone'
import { relativeTime } from '@/shared/layout/relative-time'
import { useSyncStatus } from '../api/sync.queries'
import type { SyncStatus } from '../sync.schema'
import { STATE_LOOK } from './sync-look'
import { useStateWords } from './use-state-words'
import classes from './SyncIndicator.module.css'

/**
 * The navbar's word on connected mode: nothing on a device that keeps its own database; once
 * connected, the sync state as a small link to the settings card that explains it.
 */
export function SyncIndicator() {
  const status = useSyncStatus().data
  // Its strings load only on a connected device.
  return status?.mode === 'connected' ? <ConnectedIndicator status={status} /> : null
}

function ConnectedIndicator({ status }: { status: SyncStatus }) {
  const { t, i18n } = useTranslation('sync')
  const words = useStateWords()(status)
  const tone = useNavbarTone()
  const { color, Icon } = STATE_LOOK[status.state]
  const tip = (
    <Stack gap={2}>
      <Text fz="sm" fw={600} dir="auto">
        {words.label}
      </Text>
      {status.state === 'error' && status.lastError && (
        <Text fz="xs" dir="auto">
          {status.lastError}
        </Text>
      )}
      {status.lastSyncAt && (
        <Text fz="xs">
          {t('sync.lastSyncAgo', { when: relativeTime(status.lastSyncAt, i18n.language) })}
        </Text>
      )}
    </Stack>
  )
  return (
    <Tooltip label={tip} multiline maw={280}>
      <Button
        component={Link}
        to="/settings"
        hash="sync"
        aria-label={words.label}
        data-testid="sync-indicator"
        data-state={status.state}
        color={color}
        variant={tone === 'inverse' ? 'white' : 'light'}
        size="compact-sm"
        radius="xl"
        classNames={{ root: classes.root, label: classes.label, section: classes.section }}
        leftSection={
          <Icon
            size={16}
            aria-hidden
            className={status.state === 'syncing' ? classes.spinning : undefined}
          />
        }
      >
        {/* Its own direction: a count first must not move to the end in an RTL layout. */}
        <span dir="auto">{words.short}</span>
      </Button>
    </Tooltip>
  )
}
