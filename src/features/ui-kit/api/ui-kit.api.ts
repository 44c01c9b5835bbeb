import { apiRequest } from '@/shared/api/client'
import { autocompleteAnswerSchema } from '../ui-kit.schema'

/** The towns the agency serves, in rank order; `q` narrows them on the server (blank: all 100). */
export const fetchAutocomplete = (q: string, signal?: AbortSignal) =>
  apiRequest('/api/autocomplete/data', {
    query: { q: q.trim() },
    schema: autocompleteAnswerSchema,
    signal,
  })
