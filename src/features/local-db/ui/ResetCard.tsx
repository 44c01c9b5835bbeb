import { Alert, Button, Card, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconAlertCircle, IconRestore } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useResetDatabase } from '../api/local-db.queries'
import { showSuccess } from './toast'

/** Drops every table and seeds afresh, after a confirmation. */
export function ResetCard() {
  const { t } = useTranslation()
  const [opened, { open, close }] = useDisclosure(false)
  const reset = useResetDatabase()

  const confirm = () => {
    reset.mutate(undefined, {
      onSuccess: () => {
        close()
        showSuccess(
          'local-db-reset',
          t('settings.resetDoneTitle'),
          t('settings.resetDone'),
          t('shell.notifications.dismiss'),
        )
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
        <Button color="red.8" onClick={open} leftSection={<IconRestore size={18} />}>
          {t('settings.resetButton')}
        </Button>
      </Group>

      <Modal opened={opened} onClose={close} title={t('settings.resetConfirmTitle')} centered>
        <Stack gap="md">
          <Text fz="sm">{t('settings.resetConfirmBody')}</Text>
          {reset.isError && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {reset.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={reset.isPending}>
              {t('settings.cancel')}
            </Button>
            <Button color="red.8" onClick={confirm} loading={reset.isPending} data-autofocus>
              {t('settings.resetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  )
}
