import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PricingData, Subscription } from '../pricing.schema'
import { plansOf } from '../api/pricing.queries'
import { usePricingFormat } from './pricing-format'

/** "You are on Standard, billed monthly. It renews on 15 Apr 2026." under the page's title. */
export function CurrentPlanLine({
  data,
  subscription,
}: {
  data: PricingData
  subscription: Subscription
}) {
  const { t } = useTranslation('pricing')
  const format = usePricingFormat()
  const plan = plansOf(data).find((item) => item.id === subscription.plan)
  const title = plan?.title ?? subscription.plan
  return (
    <Text ta="center" fz="sm" aria-live="polite" data-testid="current-plan">
      {subscription.renewsOn
        ? t(`pricing.current.paid.${subscription.cycle}`, {
            plan: title,
            date: format.day(subscription.renewsOn),
          })
        : t('pricing.current.free', { plan: title })}
    </Text>
  )
}
