import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface ConfirmModalProps {
  opened: boolean
  title: string
  message: string
  confirmLabel: string
  loading?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before a destructive action; the confirm button is red and never the default focus. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation()
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text>{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} data-autofocus>
          {t('kanban.cancel')}
        </Button>
        <Button color="red" loading={props.loading} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
