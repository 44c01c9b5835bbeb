/** What an import would replace: rows per app, in the database now and in the file. */
import { z } from 'zod'
import type { DbStats } from '../local-db.schema'

export interface AppRows {
  app: string
  now: number
  inFile: number
}

const fileShape = z.object({ tables: z.record(z.string(), z.array(z.unknown())) })

/**
 * Null when the document has no tables to count: then nothing is confirmed, and the API says what
 * is wrong with it (a refused file changes nothing). Apps in the order the stats list them (`current`: their
 * tables, empty while they load); a
 * table the database does not know is its own line.
 */
export function rowsPerApp(current: DbStats['tables'], document: unknown): AppRows[] | null {
  const file = fileShape.safeParse(document)
  if (!file.success) return null
  const lines = new Map<string, AppRows>()
  const line = (app: string) => {
    const found = lines.get(app) ?? { app, now: 0, inFile: 0 }
    lines.set(app, found)
    return found
  }
  const appOf = new Map(current.map((table) => [table.name, table.app]))
  for (const table of current) line(table.app).now += table.count
  for (const [name, rows] of Object.entries(file.data.tables))
    line(appOf.get(name) ?? name).inFile += rows.length
  return [...lines.values()]
}
