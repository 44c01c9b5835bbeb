import { Button, Stack, Text, Tooltip } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { localDbManifest } from '@/features/local-db/local-db.manifest'
import { useSession } from '@/shared/auth/session'
import { can } from '@/shared/contract/ability'
import { useNavbarTone } from '@/shared/layout/navbar-tone'
import { relativeTime } from '@/shared/layout/relative-time'
import { useSyncStatus } from '../api/sync.queries'
import type { SyncStatus } from '../sync.schema'
import { STATE_LOOK } from './sync-look'
import { useStateWords } from './use-state-words'
import classes from './SyncIndicator.module.css'

/**
 * The navbar's word on connected mode: nothing on a device that keeps its own database; once
 * connected, the sync state as a small link to the settings card that explains it (for those
 * who may open Settings; for others, a focusable image with the same name and tooltip).
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
  const rules = useSession((state) => state.user?.ability)
  // Settings is the admin's: for anyone else the state is said here only.
  const [action, subject] = localDbManifest.ability ?? ['manage', 'all']
  const mayOpenSettings = !!rules && can(rules, action, subject)
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
  const face = {
    'aria-label': words.label,
    'data-testid': 'sync-indicator',
    'data-state': status.state,
    color,
    variant: tone === 'inverse' ? 'white' : 'light',
    size: 'compact-sm',
    radius: 'xl',
    classNames: { root: classes.root, label: classes.label, section: classes.section },
    leftSection: (
      <Icon
        size={16}
        aria-hidden
        className={status.state === 'syncing' ? classes.spinning : undefined}
      />
    ),
    // Its own direction: a count first must not move to the end in an RTL layout.
    children: <span dir="auto">{words.short}</span>,
  } as const
  return (
    <Tooltip label={tip} multiline maw={280}>
      {mayOpenSettings ? (
        <Button component={Link} to="/settings" hash="sync" {...face} />
      ) : (
        <Button component="span" role="img" tabIndex={0} {...face} />
      )}
    </Tooltip>
  )
}
