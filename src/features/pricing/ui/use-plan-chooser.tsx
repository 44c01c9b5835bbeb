import { Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { useTranslation } from 'react-i18next'
import { useChoosePlan } from '../api/pricing.queries'
import { periodPrice, type BillingCycle, type PricingPlan } from '../pricing.schema'
import { usePricingFormat } from './pricing-format'

/**
 * "Choose plan" as the pricing page and the account settings' plan dialog both do it: a paid plan
 * is confirmed first with what it costs per period (going back to the free plan needs no
 * confirmation: nothing is charged); then the change is saved and a toast says so.
 */
export function usePlanChooser(cycle: BillingCycle, onChosen?: () => void) {
  const { t } = useTranslation('pricing')
  const format = usePricingFormat()
  const mutation = useChoosePlan()
  const save = (plan: PricingPlan) =>
    mutation.mutate({ plan: plan.id, cycle }, { onSuccess: () => onChosen?.() })

  const choose = (plan: PricingPlan) => {
    if (plan.id === 'basic') return save(plan)
    const amount = format.money(periodPrice(plan, cycle))
    modals.openConfirmModal({
      title: t('pricing.confirm.title', { plan: plan.title }),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text fz="lg" fw={600} data-testid="confirm-price">
            {t(`pricing.confirm.price.${cycle}`, { amount })}
          </Text>
          {cycle === 'yearly' && (
            <Text fz="sm" c="dimmed">
              {t('pricing.confirm.perMonth', { amount: format.money(plan.yearlyPlan.perMonth) })}
            </Text>
          )}
          <Text fz="sm">{t(`pricing.confirm.body.${cycle}`)}</Text>
        </Stack>
      ),
      labels: {
        confirm: t('pricing.confirm.ok', { plan: plan.title }),
        cancel: t('pricing.confirm.cancel'),
      },
      closeButtonProps: { 'aria-label': t('pricing.confirm.close') },
      onConfirm: () => save(plan),
    })
  }

  return {
    choose,
    choosing: mutation.isPending ? mutation.variables.plan : null,
  }
}
