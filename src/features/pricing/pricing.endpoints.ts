/** The pricing app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  choosePlanSchema,
  licenseAnswerSchema,
  pricingDataSchema,
  subscriptionAnswerSchema,
} from './pricing.schema'

export const pricingEndpoints = {
  data: endpoint({ method: 'GET', path: '/pricing/data', response: pricingDataSchema }),
  subscription: endpoint({
    method: 'GET',
    path: '/pricing/subscription',
    response: subscriptionAnswerSchema,
  }),
  choose: endpoint({
    method: 'POST',
    path: '/pricing/subscription',
    body: choosePlanSchema,
    response: subscriptionAnswerSchema,
  }),
  license: endpoint({ method: 'GET', path: '/pricing/license', response: licenseAnswerSchema }),
}
