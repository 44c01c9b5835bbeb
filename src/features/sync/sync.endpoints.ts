/** Connected mode's endpoints (shared/contract/endpoint.ts), each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  connectBodySchema,
  connectResultSchema,
  disconnectBodySchema,
  okSchema,
  pullBodySchema,
  pullResultSchema,
  pushBodySchema,
  pushResultSchema,
  registerResultSchema,
  syncStatusSchema,
} from './sync.schema'
import { z } from 'zod'

const BASE = '/api/sync'

/** Answered by the device's service worker. */
export const deviceSyncEndpoints = {
  status: endpoint({ method: 'GET', path: `${BASE}/status`, response: syncStatusSchema }),
  connect: endpoint({
    method: 'POST',
    path: `${BASE}/connect`,
    body: connectBodySchema,
    response: connectResultSchema,
  }),
  now: endpoint({ method: 'POST', path: `${BASE}/now`, response: syncStatusSchema }),
  disconnect: endpoint({
    method: 'POST',
    path: `${BASE}/disconnect`,
    body: disconnectBodySchema,
    response: okSchema,
  }),
  dismissRefused: endpoint({
    method: 'DELETE',
    path: `${BASE}/refused`,
    body: z.object({ seq: z.coerce.number().int().positive() }),
    response: okSchema,
  }),
}

/** Answered by the agency server. */
export const serverSyncEndpoints = {
  register: endpoint({ method: 'POST', path: `${BASE}/register`, response: registerResultSchema }),
  push: endpoint({
    method: 'POST',
    path: `${BASE}/push`,
    body: pushBodySchema,
    response: pushResultSchema,
  }),
  pull: endpoint({
    method: 'POST',
    path: `${BASE}/pull`,
    body: pullBodySchema,
    response: pullResultSchema,
  }),
}
