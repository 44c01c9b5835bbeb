import { Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountData } from '../../account-settings.schema'
import { SectionCard } from '../SectionCard'
import { BillingAddressForm } from './BillingAddressForm'
import { BillingHistoryCard } from './BillingHistoryCard'
import { CurrentPlanCard } from './CurrentPlanCard'
import { PaymentMethodsCard } from './PaymentMethodsCard'

export function BillingTab({ data }: { data: AccountData }) {
  const { t } = useTranslation('account-settings')
  const { billing } = data
  // Read once: the days left in the period are counted from when the tab opened.
  const [now] = useState(Date.now)
  return (
    <Stack gap="lg">
      <CurrentPlanCard now={now} />
      <PaymentMethodsCard cards={billing.paymentMethods} />
      <SectionCard title={t('accountSettings.address.title')} testId="billing-address">
        <BillingAddressForm key={JSON.stringify(billing.address)} address={billing.address} />
      </SectionCard>
      <BillingHistoryCard history={billing.history} />
    </Stack>
  )
}
