/**
 * The plans, the caller's subscription and the write that changes it. The pricing page, the
 * license page and the account settings' billing tab share these, so a plan chosen in one shows
 * in the others (and in another tab, through the tables each query reads).
 */
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useAppMutation } from '@/shared/api/mutation'
import type { PricingData, Subscription } from '../pricing.schema'
import { choosePlan, fetchLicense, fetchPricingData, fetchSubscription } from './pricing.api'

export const pricingKeys = {
  all: ['pricing'] as const,
  data: () => [...pricingKeys.all, 'data'] as const,
  subscription: () => [...pricingKeys.all, 'subscription'] as const,
  license: () => [...pricingKeys.all, 'license'] as const,
}

export const usePricingData = () =>
  useQuery({
    queryKey: pricingKeys.data(),
    queryFn: ({ signal }) => fetchPricingData(signal),
    meta: { tables: ['pricingPlans', 'pricingQandA'] },
  })

export const useSubscription = () =>
  useQuery({
    queryKey: pricingKeys.subscription(),
    queryFn: ({ signal }) => fetchSubscription(signal),
    meta: { tables: ['pricingSubscriptions'] },
  })

/** The license reads the holder's account and counts every account (the seats). */
export const useLicense = () =>
  useQuery({
    queryKey: pricingKeys.license(),
    queryFn: ({ signal }) => fetchLicense(signal),
    meta: { tables: ['pricingLicense', 'pricingSubscriptions', 'pricingPlans', 'authUsers'] },
  })

/** The plans by id, in the order shown (free first). */
export const plansOf = (data: PricingData) =>
  [data.basicPlan, data.standardPlan, data.enterprisePlan] as const

/** Changes the caller's plan and cycle; says so in a toast, or why not in the house's error toast. */
export function useChoosePlan() {
  const { t } = useTranslation('pricing')
  return useAppMutation({
    mutationFn: choosePlan,
    tables: ['pricingSubscriptions'],
    errorMessage: 'pricing.errors.choose',
    onSuccess: (subscription: Subscription, _input, client) => {
      client.setQueryData(pricingKeys.subscription(), subscription)
      const data = client.getQueryData<PricingData>(pricingKeys.data())
      const plan = data && plansOf(data).find((item) => item.id === subscription.plan)
      notifications.show({
        color: 'green',
        message: t(`pricing.choose.done.${subscription.cycle}`, {
          plan: plan?.title ?? subscription.plan,
        }),
      })
    },
  })
}
