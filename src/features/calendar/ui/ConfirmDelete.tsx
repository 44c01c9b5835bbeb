import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface Props {
  opened: boolean
  title: string
  pending: boolean
  error: string | undefined
  onCancel: () => void
  onConfirm: () => void
}

export function ConfirmDelete({ opened, title, pending, error, onCancel, onConfirm }: Props) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onCancel} title={t('calendar.confirmTitle')} centered>
      <Stack gap="md">
        <Text fz="sm">{t('calendar.confirmBody', { title })}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('calendar.cancel')}
          </Button>
          <Button color="red.8" onClick={onConfirm} loading={pending} data-autofocus>
            {t('calendar.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
