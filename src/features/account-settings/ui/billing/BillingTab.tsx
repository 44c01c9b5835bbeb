import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { AccountData } from '../../account-settings.schema'
import { SectionCard } from '../SectionCard'
import { BillingAddressForm } from './BillingAddressForm'
import { BillingHistoryCard } from './BillingHistoryCard'
import { PaymentMethodsCard } from './PaymentMethodsCard'

export function BillingTab({ data }: { data: AccountData }) {
  const { t } = useTranslation()
  const { billing } = data
  return (
    <Stack gap="lg">
      <PaymentMethodsCard cards={billing.paymentMethods} />
      <SectionCard title={t('accountSettings.address.title')} testId="billing-address">
        <BillingAddressForm key={JSON.stringify(billing.address)} address={billing.address} />
      </SectionCard>
      <BillingHistoryCard history={billing.history} />
    </Stack>
  )
}
