import { z } from 'zod'

export const EXPORT_FORMAT = 'corredor-local-db'

export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { error: `Expected format "${EXPORT_FORMAT}"` }),
  schemaVersion: z.number().int().positive(),
  exportedAt: z.string(),
  tables: z.record(z.string(), z.array(z.unknown())),
})
export type ExportDocument = z.infer<typeof exportDocumentSchema>

export const statsSchema = z.object({
  /** Every exported table, with the id of the app it belongs to. */
  tables: z.array(z.object({ name: z.string(), count: z.number(), app: z.string() })),
  totalRows: z.number(),
  storage: z.object({ usage: z.number(), quota: z.number() }).nullable(),
  schemaVersion: z.number(),
  seededAt: z.string().nullable(),
})
export type DbStats = z.infer<typeof statsSchema>

/**
 * What an import takes: a backup file as the page read it, sent unchecked (its input type is
 * `unknown`): the API checks the whole document and answers a 400 naming what is wrong.
 */
export const importDocumentSchema = z.preprocess(
  (value) => value,
  exportDocumentSchema.passthrough(),
)

export const resetResultSchema = z.object({ ok: z.literal(true) })
export const importResultSchema = z.object({ ok: z.literal(true), tables: z.number() })
