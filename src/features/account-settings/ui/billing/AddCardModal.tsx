import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CardForm } from './CardForm'

interface Props {
  opened: boolean
  onClose: () => void
}

/** A new payment card in a dialog: the billing tab's and the modal examples' one. */
export function AddCardModal({ opened, onClose }: Props) {
  const { t } = useTranslation('account-settings')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('accountSettings.card.title')}
      centered
      closeButtonProps={{ 'aria-label': t('accountSettings.close') }}
    >
      <CardForm onDone={onClose} onCancel={onClose} />
    </Modal>
  )
}
