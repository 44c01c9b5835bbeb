import { RingProgress, ThemeIcon, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCloudCheck } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavbarTone } from '@/shared/layout/navbar-tone'
import { percentCached, usePwa } from '../pwa.store'

/** The toast is news once per page: when the worker finishes while the page watches. */
let announced = false

/**
 * The navbar's word on offline use: a small ring while the worker caches every screen's code and
 * data, a cloud with a tick once all of it is on this device, and a toast when that happens while
 * the page is open. Nothing until the worker reports.
 */
export function OfflineReadiness() {
  const { t } = useTranslation()
  const offline = usePwa((state) => state.offline)
  const preparingSeen = usePwa((state) => state.offlinePreparingSeen)
  const tone = useNavbarTone()
  const ready = offline?.ready === true
  useEffect(() => {
    if (!ready || !preparingSeen || announced) return
    announced = true
    notifications.show({
      id: 'offline-ready',
      color: 'teal',
      icon: <IconCloudCheck size={18} />,
      title: t('shell.pwa.offlineReady'),
      message: t('shell.pwa.offlineReadyBody'),
    })
  }, [ready, preparingSeen, t])
  if (!offline) return null
  const color = tone === 'inverse' ? 'white' : undefined
  if (ready) {
    const label = t('shell.pwa.offlineReady')
    return (
      <Tooltip label={label}>
        <ThemeIcon
          data-testid="offline-ready"
          role="img"
          aria-label={label}
          variant="transparent"
          color={color ?? 'teal'}
          size="lg"
        >
          <IconCloudCheck size={20} />
        </ThemeIcon>
      </Tooltip>
    )
  }
  const percent = percentCached(offline)
  const label = offline.failed
    ? t('shell.pwa.offlineIncomplete')
    : t('shell.pwa.offlinePreparing', { percent })
  return (
    <Tooltip label={label} multiline w={240}>
      <RingProgress
        data-testid="offline-progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        size={30}
        thickness={3}
        roundCaps
        sections={[{ value: percent, color: offline.failed ? 'orange' : (color ?? 'brand') }]}
      />
    </Tooltip>
  )
}
