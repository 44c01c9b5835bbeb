import { IconTool } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { BackHomeButton } from './BackHomeButton'
import { MiscPage } from './MiscPage'

export function MaintenancePage() {
  const { t } = useTranslation('misc')
  return (
    <MiscPage icon={IconTool} title={t('misc.maintenanceTitle')} body={t('misc.maintenanceBody')}>
      <BackHomeButton />
    </MiscPage>
  )
}
