/** The cards' endpoints (shared/contract/endpoint.ts), answered by mocks/cards: declared here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  analyticsCardSchema,
  cardParams,
  cardQuerySchema,
  statisticsCardSchema,
} from './dashboards.schema'

export const cardsEndpoints = {
  analytics: endpoint({
    method: 'GET',
    path: '/card/card-analytics/:name',
    params: cardParams,
    query: cardQuerySchema,
    response: analyticsCardSchema,
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/card/card-statistics/:name',
    params: cardParams,
    response: statisticsCardSchema,
  }),
}
