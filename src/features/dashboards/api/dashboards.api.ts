import type { z } from 'zod'
import { call } from '@/shared/api/call'
import { cardsEndpoints } from '../cards.endpoints'
import {
  analyticsSchemas,
  type AnalyticsCard,
  type AnalyticsCardName,
  type StatisticsCardName,
} from '../dashboards.schema'

export type CardQuery = Record<string, string>

/** The card named: the answer parsed as any card, then as this one (another card's is refused). */
export const fetchAnalyticsCard = <N extends AnalyticsCardName>(
  name: N,
  query: CardQuery,
  signal?: AbortSignal,
): Promise<AnalyticsCard<N>> =>
  call(cardsEndpoints.analytics, { params: { name }, query, signal }).then((card) =>
    (analyticsSchemas[name] as unknown as z.ZodType<AnalyticsCard<N>>).parse(card),
  )

export const fetchStatisticsCard = (name: StatisticsCardName, signal?: AbortSignal) =>
  call(cardsEndpoints.statistics, { params: { name }, signal })
