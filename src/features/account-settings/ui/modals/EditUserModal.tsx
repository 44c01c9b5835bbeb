import { Modal, Skeleton, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAccount } from '../../api/account-settings.queries'
import { GeneralForm } from '../account/GeneralForm'
import { InfoForm } from '../account/InfoForm'

interface Props {
  opened: boolean
  onClose: () => void
}

/** The signed-in user's details in a dialog: the account tab's own two forms, the same endpoint. */
export function EditUserModal({ opened, onClose }: Props) {
  const { t } = useTranslation('account-settings')
  const account = useAccount()
  const data = account.data
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('accountSettings.modals.editUser.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('accountSettings.close') }}
    >
      {data ? (
        <Tabs defaultValue="general" keepMounted={false}>
          <Tabs.List mb="md" aria-label={t('accountSettings.modals.editUser.title')}>
            <Tabs.Tab value="general">{t('accountSettings.general.title')}</Tabs.Tab>
            <Tabs.Tab value="info">{t('accountSettings.info.title')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general">
            <GeneralForm
              key={JSON.stringify(data.general)}
              general={data.general}
              onSaved={onClose}
            />
          </Tabs.Panel>
          <Tabs.Panel value="info">
            <InfoForm key={JSON.stringify(data.info)} info={data.info} onSaved={onClose} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Skeleton h={320} />
      )}
    </Modal>
  )
}
