import { Alert, Button, Card, Group, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconRestore } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useResetDatabase } from '../api/local-db.queries'
import { showSuccess } from './toast'

/** Drops every table and seeds afresh, after a confirmation. */
export function ResetCard() {
  const { t } = useTranslation('local-db')
  const reset = useResetDatabase()

  const confirmReset = async () => {
    const confirmed = await confirmDestructive({
      title: t('settings.resetConfirmTitle'),
      message: t('settings.resetConfirmBody'),
      confirmLabel: t('settings.resetConfirm'),
    })
    if (!confirmed) return
    reset.mutate(undefined, {
      onSuccess: () => {
        showSuccess('local-db-reset', t('settings.resetDoneTitle'), t('settings.resetDone'))
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
            {t('settings.resetBody')}
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
          {t('settings.resetButton')}
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
