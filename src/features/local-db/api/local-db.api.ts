/** Typed calls to the local database endpoints (contract: "The local database"). */
import { z } from 'zod'
import { apiRequest } from '@/shared/api/client'
import { exportDocumentSchema, statsSchema } from '../local-db.schema'

const resetResultSchema = z.object({ ok: z.literal(true) })
const importResultSchema = z.object({ ok: z.literal(true), tables: z.number() })

export const fetchStats = (signal?: AbortSignal) =>
  apiRequest('/api/local-db/stats', { schema: statsSchema, signal })

export const resetDatabase = () =>
  apiRequest('/api/local-db/reset', { method: 'POST', schema: resetResultSchema })

export const exportDatabase = () =>
  apiRequest('/api/local-db/export', { schema: exportDocumentSchema })

/** Sends a parsed backup as is: the API validates the whole document and answers 400 on a bad one. */
export const importDatabase = (document: unknown) =>
  apiRequest('/api/local-db/import', { method: 'POST', body: document, schema: importResultSchema })
