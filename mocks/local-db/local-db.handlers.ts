/** Reset, export, import and stats of the whole local database (contract: "The local database"). */
import { meta } from '@mocks/db/database'
import { storage } from '@mocks/db/storage'
import { ApiError, badRequest, forbidden } from '@mocks/kernel/errors'
import { parseWith } from '@mocks/kernel/parse'
import { route } from '@mocks/kernel/route'
import { can } from '@/shared/contract/ability'
import { schemaHistory } from '@mocks/db/schema'
import { reseed, type DataRegistry } from '@mocks/db/seed'
import { connection } from '@mocks/sync/config'
import { refetchEverything } from '@mocks/sync/engine'
import { tablesAt, upgradeDocument } from '@mocks/db/upgrades'
import { localDbEndpoints as api } from '@/features/local-db/local-db.endpoints'
import {
  EXPORT_FORMAT,
  exportDocumentSchema,
  type DbStats,
  type ExportDocument,
} from '@/features/local-db/local-db.schema'

/** The whole agency's data leaves or replaces the store only for an administrator. */
const MANAGE_ALL = ['manage', 'all'] as const

async function storageEstimate(): Promise<DbStats['storage']> {
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage
  if (!storage?.estimate) return null
  const { usage = 0, quota = 0 } = await storage.estimate()
  return { usage, quota }
}

/**
 * Checks the document, brings one from an earlier release up to this one through the schema
 * history's own upgrade steps (the meaning each version gave its update, as the database applies
 * it when it opens), then checks every row of every table before anything is written.
 */
async function validateDocument(registry: DataRegistry, input: unknown): Promise<ExportDocument> {
  const doc = parseWith(exportDocumentSchema, input)
  const current = storage().version()
  if (doc.schemaVersion > current) {
    throw badRequest(
      `This file is from a newer release (schema version ${doc.schemaVersion}); this app uses ${current}: update the app, then import it`,
      { schemaVersion: `At most ${current}` },
    )
  }
  const exported = Object.keys(registry.exported)
  const unknown = Object.keys(doc.tables).filter((name) => !exported.includes(name))
  if (unknown.length)
    throw badRequest(`Unknown table: ${unknown.join(', ')}`, {
      tables: `Unknown table ${unknown[0]}`,
    })
  // Every table the file's release had must be there. (A release may have had a table before the
  // version that now declares it: version 8 once held the towns; such a table is simply taken.)
  const atItsVersion = tablesAt(schemaHistory, doc.schemaVersion)
  const missing = exported.filter((name) => atItsVersion.has(name) && !(name in doc.tables))
  if (missing.length)
    throw badRequest(`Missing table: ${missing.join(', ')}`, {
      tables: `Missing table ${missing[0]}`,
    })
  const upgraded = { ...doc.tables }
  await upgradeDocument(schemaHistory, doc.schemaVersion, upgraded, exported)
  const tables: Record<string, unknown[]> = {}
  for (const name of exported) {
    const rows = upgraded[name] ?? []
    const schema = registry.exported[name]!
    tables[name] = rows.map((row, index) => parseWith(schema, row, `tables.${name}.${index}`))
  }
  return { ...doc, schemaVersion: current, tables }
}

export function localDbRoutes(registry: DataRegistry) {
  const reset = route(api.reset, {
    access: 'signed-in',
    // Seed rows are computed before the one write transaction that clears and fills the tables.
    transaction: 'manual',
    async handle({ write, session }) {
      // Anyone may reset their own device; the agency's shared book only an administrator may.
      if (storage().shared() && !can(session.ability, ...MANAGE_ALL))
        throw forbidden('Only an administrator may reset the agency server’s database')
      // A connected device's data is the agency's: it is fetched afresh, not seeded.
      if (connection()) {
        await refetchEverything(write)
        return { ok: true as const }
      }
      await reseed(registry, write)
      return { ok: true as const }
    },
  })

  const exportAll = route(api.export, {
    access: MANAGE_ALL,
    async handle() {
      const names = Object.keys(registry.exported)
      const doc: ExportDocument = {
        format: EXPORT_FORMAT,
        schemaVersion: storage().version(),
        exportedAt: new Date().toISOString(),
        tables: {},
      }
      await storage().read(async () => {
        for (const name of names) doc.tables[name] = await storage().table(name).toArray()
      })
      return doc
    },
  })

  const importAll = route(api.import, {
    access: MANAGE_ALL,
    // Validation first, then one write; a duplicate key aborts it and is a 400, not a 500.
    transaction: 'manual',
    async handle({ body, write }) {
      if (connection())
        throw new ApiError(
          409,
          'connected',
          'This device’s data comes from the agency server: import the file there',
        )
      const doc = await validateDocument(registry, body)
      const names = Object.keys(doc.tables)
      try {
        await write(async () => {
          const store = storage()
          for (const name of names) await store.table(name).clear()
          for (const name of names) await store.table(name).bulkAdd(doc.tables[name] ?? [])
        })
      } catch (error) {
        // A duplicate key aborts the transaction, so nothing was changed.
        if (storage().isConflict(error) && error instanceof Error)
          throw badRequest(`The file could not be imported: ${error.message}`)
        throw error
      }
      return { ok: true as const, tables: names.length }
    },
  })

  const stats = route(api.stats, {
    async handle() {
      const names = Object.keys(registry.exported)
      // One read transaction for every count and the seed's date, and the storage estimate
      // beside it: a transaction per table was most of the request's time.
      const [{ tables, seeded }, estimate] = await Promise.all([
        storage().read(async () => ({
          tables: await Promise.all(
            names.map(async (name) => ({
              name,
              count: await storage().table(name).count(),
              app: registry.appOf[name] ?? name,
            })),
          ),
          seeded: await meta().get('seededAt'),
        })),
        storageEstimate(),
      ])
      return {
        tables,
        totalRows: tables.reduce((sum, table) => sum + table.count, 0),
        storage: estimate,
        schemaVersion: storage().version(),
        seededAt: typeof seeded?.value === 'string' ? seeded.value : null,
      }
    },
  })

  return [reset, exportAll, importAll, stats]
}
