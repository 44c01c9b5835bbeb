import { Badge, Tooltip } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavbarTone } from '@/shared/layout/navbar-tone'
import { usePwa } from '../pwa.store'

/** Everything keeps working offline; the badge only explains why nothing syncs elsewhere. */
export function OfflineBadge() {
  const { t } = useTranslation()
  const online = usePwa((state) => state.online)
  const tone = useNavbarTone()
  if (online) return null
  return (
    <Tooltip label={t('shell.pwa.offlineHint')} multiline w={240}>
      <Badge
        role="status"
        data-testid="offline-badge"
        color="orange"
        variant={tone === 'inverse' ? 'white' : 'light'}
        size="lg"
        radius="xl"
        leftSection={<IconWifiOff size={14} />}
      >
        {t('shell.pwa.offline')}
      </Badge>
    </Tooltip>
  )
}
