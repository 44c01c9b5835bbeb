import { Modal } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { TwoStepSetup } from './TwoStepSetup'

interface Props {
  opened: boolean
  onClose: () => void
}

/** The two-step setup in a dialog: the security tab's and the modal examples' one. */
export function TwoStepModal({ opened, onClose }: Props) {
  const { t } = useTranslation('account-settings')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('accountSettings.twoStep.setupTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('accountSettings.close') }}
    >
      <TwoStepSetup
        onCancel={onClose}
        onDone={() => {
          notifications.show({ color: 'green', message: t('accountSettings.twoStep.enabled') })
          onClose()
        }}
      />
    </Modal>
  )
}
