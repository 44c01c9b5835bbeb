import { IconLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { BackHomeButton } from './BackHomeButton'
import { MiscPage } from './MiscPage'

export function NotAuthorizedPage() {
  const { t } = useTranslation('misc')
  return (
    <MiscPage
      icon={IconLock}
      title={t('misc.notAuthorizedTitle')}
      body={t('misc.notAuthorizedBody')}
    >
      <BackHomeButton />
    </MiscPage>
  )
}
