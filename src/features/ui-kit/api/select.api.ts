import { call } from '@/shared/api/call'
import { SELECT_PER_PAGE } from '../select.schema'
import { uiKitEndpoints } from '../ui-kit.endpoints'

/** One page of the agency's policyholders as select options; `q` narrows them on the server. */
export const fetchPolicyholderOptions = (
  q: string,
  page: number,
  signal?: AbortSignal,
  perPage = SELECT_PER_PAGE,
) =>
  call(uiKitEndpoints.select, {
    query: { q: q.trim() || undefined, page, perPage },
    signal,
  })
