/** The local database's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  exportDocumentSchema,
  importDocumentSchema,
  importResultSchema,
  resetResultSchema,
  statsSchema,
} from './local-db.schema'

const BASE = '/api/local-db'

export const localDbEndpoints = {
  reset: endpoint({ method: 'POST', path: `${BASE}/reset`, response: resetResultSchema }),
  export: endpoint({ method: 'GET', path: `${BASE}/export`, response: exportDocumentSchema }),
  import: endpoint({
    method: 'POST',
    path: `${BASE}/import`,
    body: importDocumentSchema,
    response: importResultSchema,
  }),
  stats: endpoint({ method: 'GET', path: `${BASE}/stats`, response: statsSchema }),
}
