/**
 * A DBCore middleware on the one database: it records which tables each kernel write
 * transaction wrote (the broadcast names exactly those) and refuses a write anywhere else.
 */
import type { DBCore, Middleware } from 'dexie'

/** Tables written so far, keyed by the IndexedDB transaction of a kernel write. */
const written = new WeakMap<object, Set<string>>()

export class UnsafeWriteError extends Error {
  constructor(table: string) {
    super(`A write to "${table}" outside inWriteTransaction()`)
    this.name = 'UnsafeWriteError'
  }
}

export const writeGuard: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'corredor-write-guard',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name)
      return {
        ...table,
        mutate(request) {
          const tables = written.get(request.trans)
          if (!tables) return Promise.reject(new UnsafeWriteError(name))
          tables.add(name)
          return table.mutate(request)
        },
      }
    },
  }),
}

/** Marks an IndexedDB transaction as a kernel write; its writes are added to `tables`. */
export const trackWrites = (idbtrans: object, tables: Set<string>): void => {
  written.set(idbtrans, tables)
}

export const writtenBy = (idbtrans: object): Set<string> | undefined => written.get(idbtrans)
