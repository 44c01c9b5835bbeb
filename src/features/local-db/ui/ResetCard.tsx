import { Alert, Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconRestore } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAgencyServer } from '@/features/sync'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useResetDatabase } from '../api/local-db.queries'
import { showSuccess } from './toast'

/**
 * Drops every table and seeds afresh, after a confirmation; on a device connected to an agency
 * server, fetches the agency's data afresh instead (what the reset does there), and says so.
 */
export function ResetCard() {
  const { t } = useTranslation('local-db')
  const reset = useResetDatabase()
  const server = useAgencyServer()
  // The words of a connected device's reset end in "Connected".
  const say = (key: string) => t(server ? `${key}Connected` : key, { server })

  const confirmReset = async () => {
    const confirmed = await confirmDestructive({
      title: say('settings.resetConfirmTitle'),
      message: say('settings.resetConfirmBody'),
      confirmLabel: say('settings.resetConfirm'),
    })
    if (!confirmed) return
    reset.mutate(undefined, {
      onSuccess: () => {
        showSuccess('local-db-reset', say('settings.resetDoneTitle'), say('settings.resetDone'))
      },
    })
  }

  return (
    <Card padding="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
        <ThemeIcon color="red" variant="light" size="lg" aria-hidden="true">
          <IconRestore size={20} />
        </ThemeIcon>
        <div>
          <Title order={2} fz="lg">
            {t('settings.resetTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {say('settings.resetBody')}
          </Text>
        </div>
      </Group>
      <Group>
        <Button
          color="red.8"
          onClick={() => void confirmReset()}
          loading={reset.isPending}
          leftSection={<IconRestore size={18} />}
        >
          {say('settings.resetButton')}
        </Button>
      </Group>

      {/* A failed reset is said here, where it was asked for (this mutation shows no toast). */}
      {reset.isError && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert" mt="md">
          {reset.error.message}
        </Alert>
      )}
    </Card>
  )
}
