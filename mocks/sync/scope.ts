/**
 * What a connected device may hold: the rows its user could read through the API, and nothing
 * else. A shared table is readable when the user has the ability its app's API asks; a row of an
 * owned table only by its owner. Tables that are not shared (credentials, sessions, secrets, the
 * sync bookkeeping) are never sent at all.
 */
import { can } from '@/shared/contract/ability'
import type { Session } from '@mocks/kernel/route'
import { sharedTable } from './shared'

export function readableTable(session: Session, table: string): boolean {
  const shared = sharedTable(table)
  if (!shared) return false
  const { access } = shared
  if (access === 'public' || access === 'signed-in') return true
  return can(session.ability, access[0], access[1])
}

/** Whether the user may hold `row` of `table` (a readable table; an owned row, their own). */
export function readableRow(session: Session, table: string, row: unknown): boolean {
  if (!readableTable(session, table)) return false
  if (!sharedTable(table)?.owned) return true
  return typeof row === 'object' && row !== null && 'userId' in row && row.userId === session.userId
}

export { sharedTables } from './shared'
