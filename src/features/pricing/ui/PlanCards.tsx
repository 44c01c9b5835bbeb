import { Alert, Button, SimpleGrid, Skeleton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { plansOf, usePricingData } from '../api/pricing.queries'
import type { BillingCycle, PlanId, PricingPlan, Subscription } from '../pricing.schema'
import { PlanCard } from './PlanCard'

export interface PlanCardsProps {
  cycle: BillingCycle
  /** The caller's subscription: its plan is marked "Your current plan". */
  current?: Subscription | undefined
  onChoose: (plan: PricingPlan) => void
  /** The plan being chosen, while the change is saved. */
  choosing?: PlanId | null | undefined
  /** The plans' heading level: 2 on a page under its h1, 3 in a dialog or a tab. */
  titleOrder?: 2 | 3
}

/** The three plans side by side (one column on a phone), shared by pricing and account settings. */
export function PlanCards({ titleOrder = 2, ...props }: PlanCardsProps) {
  const { t } = useTranslation('pricing')
  const data = usePricingData()
  if (data.isError)
    return (
      <Alert color="red" title={t('pricing.errors.load')}>
        <Button size="xs" variant="light" color="red" onClick={() => void data.refetch()}>
          {t('pricing.errors.retry')}
        </Button>
      </Alert>
    )
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {data.isPending
        ? [1, 2, 3].map((key) => <Skeleton key={key} h={520} radius="md" />)
        : plansOf(data.data).map((plan) => (
            <PlanCard key={plan.id} plan={plan} titleOrder={titleOrder} {...props} />
          ))}
    </SimpleGrid>
  )
}
