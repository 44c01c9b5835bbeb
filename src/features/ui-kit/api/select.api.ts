import { apiRequest } from '@/shared/api/client'
import { SELECT_PER_PAGE, selectAnswerSchema } from '../select.schema'

/** One page of the agency's policyholders as select options; `q` narrows them on the server. */
export const fetchPolicyholderOptions = (
  q: string,
  page: number,
  signal?: AbortSignal,
  perPage = SELECT_PER_PAGE,
) =>
  apiRequest('/api/select/data', {
    query: { q: q.trim() || undefined, page, perPage },
    schema: selectAnswerSchema,
    signal,
  })
