import { call } from '@/shared/api/call'
import { pricingEndpoints } from '../pricing.endpoints'
import type { ChoosePlan } from '../pricing.schema'

export const fetchPricingData = (signal?: AbortSignal) => call(pricingEndpoints.data, { signal })

export const fetchSubscription = (signal?: AbortSignal) =>
  call(pricingEndpoints.subscription, { signal }).then((answer) => answer.subscription)

export const choosePlan = (input: ChoosePlan) =>
  call(pricingEndpoints.choose, { body: input }).then((answer) => answer.subscription)

export const fetchLicense = (signal?: AbortSignal) =>
  call(pricingEndpoints.license, { signal }).then((answer) => answer.license)
