import { IconMapSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { BackHomeButton } from './BackHomeButton'
import { MiscPage } from './MiscPage'

/** `/misc/error`, and what the router shows for any unknown path. */
export function ErrorPage() {
  const { t } = useTranslation('misc')
  return (
    <MiscPage
      icon={IconMapSearch}
      flank="4"
      title={t('misc.errorTitle')}
      body={t('misc.errorBody')}
    >
      <BackHomeButton />
    </MiscPage>
  )
}
