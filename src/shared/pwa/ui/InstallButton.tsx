import { ActionIcon, Button, Tooltip } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavbarIconProps, useNavbarTone } from '@/shared/layout/navbar-tone'
import { usePwa } from '../pwa.store'
import { promptInstall } from '../worker'

/** Offered only while the browser holds an install prompt (Chromium's `beforeinstallprompt`). */
export function InstallButton() {
  const { t } = useTranslation()
  const available = usePwa((state) => state.installPrompt !== null)
  const iconProps = useNavbarIconProps()
  const tone = useNavbarTone()
  if (!available) return null
  const install = () => void promptInstall()
  return (
    <>
      <Button
        visibleFrom="sm"
        size="xs"
        radius="xl"
        variant={tone === 'inverse' ? 'white' : 'light'}
        leftSection={<IconDownload size={16} />}
        onClick={install}
      >
        {t('shell.pwa.install')}
      </Button>
      <Tooltip label={t('shell.pwa.install')}>
        <ActionIcon
          hiddenFrom="sm"
          {...iconProps}
          aria-label={t('shell.pwa.install')}
          onClick={install}
        >
          <IconDownload size={20} />
        </ActionIcon>
      </Tooltip>
    </>
  )
}
