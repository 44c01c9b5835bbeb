import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconDeviceDesktopDown, IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePwa } from '@/shared/pwa/pwa.store'
import { applyUpdate, promptInstall } from '@/shared/pwa/worker'

function StatusRow({
  label,
  children,
  testId,
}: {
  label: string
  children: ReactNode
  testId: string
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={testId}>
      <Text fz="sm">{label}</Text>
      <Group gap="xs" wrap="nowrap">
        {children}
      </Group>
    </Group>
  )
}

/** Install and update state of the progressive web app, as the worker module reports it. */
export function AppCard() {
  const { t } = useTranslation('local-db')
  const { controlled, updateWaiting, installPrompt, installed, online, workerError } = usePwa()

  return (
    <Card padding="lg">
      <Title order={2} fz="lg" mb={4}>
        {t('settings.appTitle')}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {t('settings.appBody')}
      </Text>
      <Stack gap="sm">
        <StatusRow label={t('settings.connection')} testId="app-online">
          <Badge color={online ? 'teal' : 'orange'} variant="light">
            {online ? t('settings.online') : t('settings.offline')}
          </Badge>
        </StatusRow>
        <StatusRow label={t('settings.worker')} testId="app-worker">
          <Badge color={controlled ? 'teal' : 'yellow'} variant="light">
            {controlled ? t('settings.workerControls') : t('settings.workerStarting')}
          </Badge>
        </StatusRow>
        <StatusRow label={t('settings.installation')} testId="app-installed">
          <Badge color={installed ? 'teal' : 'gray'} variant="light">
            {installed ? t('settings.installed') : t('settings.notInstalled')}
          </Badge>
        </StatusRow>
        <StatusRow label={t('settings.version')} testId="app-update">
          <Badge color={updateWaiting ? 'brand' : 'teal'} variant="light">
            {updateWaiting ? t('settings.updateReady') : t('settings.upToDate')}
          </Badge>
        </StatusRow>
        {workerError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {workerError}
          </Alert>
        )}
        {(installPrompt || updateWaiting) && (
          <Group gap="sm" mt="xs">
            {installPrompt && (
              <Button
                variant="light"
                leftSection={<IconDeviceDesktopDown size={18} />}
                onClick={() => void promptInstall()}
              >
                {t('settings.install')}
              </Button>
            )}
            {updateWaiting && (
              <Button leftSection={<IconRefresh size={18} />} onClick={applyUpdate}>
                {t('settings.reloadToUpdate')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  )
}
