/** The UI kit's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import { selectAnswerSchema, selectQuerySchema } from './select.schema'
import { autocompleteAnswerSchema, autocompleteQuerySchema } from './ui-kit.schema'

export const uiKitEndpoints = {
  autocomplete: endpoint({
    method: 'GET',
    path: '/api/autocomplete/data',
    query: autocompleteQuerySchema,
    response: autocompleteAnswerSchema,
  }),
  select: endpoint({
    method: 'GET',
    path: '/api/select/data',
    query: selectQuerySchema,
    response: selectAnswerSchema,
  }),
}
