import { call } from '@/shared/api/call'
import { uiKitEndpoints } from '../ui-kit.endpoints'

/** The towns the agency serves, in rank order; `q` narrows them on the server (blank: all 100). */
export const fetchAutocomplete = (q: string, signal?: AbortSignal) =>
  call(uiKitEndpoints.autocomplete, { query: { q: q.trim() }, signal })
