import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AccountData } from '../../account-settings.schema'
import { SectionCard } from '../SectionCard'
import { DeactivateCard } from './DeactivateCard'
import { GeneralForm } from './GeneralForm'
import { InfoForm } from './InfoForm'
import { ReactivatedNotice } from './ReactivatedNotice'

export function AccountTab({ data }: { data: AccountData }) {
  const { t } = useTranslation('account-settings')
  return (
    <Stack gap="lg">
      <ReactivatedNotice reactivatedAt={data.status.reactivatedAt} />
      <SectionCard
        title={t('accountSettings.general.title')}
        description={t('accountSettings.general.hint')}
        testId="general-card"
      >
        <GeneralForm key={JSON.stringify(data.general)} general={data.general} />
      </SectionCard>
      <SectionCard
        title={t('accountSettings.info.title')}
        description={t('accountSettings.info.hint')}
        testId="info-card"
      >
        <InfoForm key={JSON.stringify(data.info)} info={data.info} />
      </SectionCard>
      <DeactivateCard />
    </Stack>
  )
}
