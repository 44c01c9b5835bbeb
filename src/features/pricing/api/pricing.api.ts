import { apiRequest } from '@/shared/api/client'
import {
  licenseAnswerSchema,
  pricingDataSchema,
  subscriptionAnswerSchema,
  type ChoosePlan,
} from '../pricing.schema'

export const fetchPricingData = (signal?: AbortSignal) =>
  apiRequest('/pricing/data', { schema: pricingDataSchema, signal })

export const fetchSubscription = (signal?: AbortSignal) =>
  apiRequest('/pricing/subscription', { schema: subscriptionAnswerSchema, signal }).then(
    (answer) => answer.subscription,
  )

export const choosePlan = (input: ChoosePlan) =>
  apiRequest('/pricing/subscription', {
    method: 'POST',
    body: input,
    schema: subscriptionAnswerSchema,
  }).then((answer) => answer.subscription)

export const fetchLicense = (signal?: AbortSignal) =>
  apiRequest('/pricing/license', { schema: licenseAnswerSchema, signal }).then(
    (answer) => answer.license,
  )
