import type { z } from 'zod'
import { apiRequest } from '@/shared/api/client'
import {
  analyticsSchemas,
  statisticsCardSchema,
  type AnalyticsCard,
  type AnalyticsCardName,
  type StatisticsCardName,
} from '../dashboards.schema'

export type CardQuery = Record<string, string>

export const fetchAnalyticsCard = <N extends AnalyticsCardName>(
  name: N,
  query: CardQuery,
  signal?: AbortSignal,
): Promise<AnalyticsCard<N>> =>
  apiRequest(`/card/card-analytics/${name}`, {
    query,
    schema: analyticsSchemas[name] as unknown as z.ZodType<AnalyticsCard<N>>,
    signal,
  })

export const fetchStatisticsCard = (name: StatisticsCardName, signal?: AbortSignal) =>
  apiRequest(`/card/card-statistics/${name}`, { schema: statisticsCardSchema, signal })
