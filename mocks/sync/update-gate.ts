/**
 * Whether a new service worker may take over: not while the outbox holds writes it could not
 * push, those whose route its own handlers no longer answer (the old worker, still running, pushes
 * them first). Read from IndexedDB as it is, without opening Dexie: the new worker's Dexie would
 * upgrade the database under the old one.
 */
import { DB_NAME } from '@mocks/db/database'

const OUTBOX = 'syncOutbox'

interface Queued {
  method: string
  path: string
}

function readOutbox(name: string): Promise<Queued[]> {
  return new Promise((done, fail) => {
    const opening = indexedDB.open(name)
    let absent = false
    opening.onerror = () => (absent ? done([]) : fail(opening.error))
    // No database yet: nothing waits, and none is made. (Opening without a version never
    // upgrades an existing one.)
    opening.onupgradeneeded = () => {
      absent = true
      opening.transaction?.abort()
    }
    opening.onsuccess = () => {
      const database = opening.result
      if (!database.objectStoreNames.contains(OUTBOX)) {
        database.close()
        return done([])
      }
      const reading = database.transaction(OUTBOX, 'readonly').objectStore(OUTBOX).getAll()
      reading.onsuccess = () => {
        database.close()
        done(reading.result as Queued[])
      }
      reading.onerror = () => {
        database.close()
        fail(reading.error)
      }
    }
  })
}

/** How many queued writes this worker could not push (0: it may take over). */
export async function heldWrites(
  answers: (method: string, path: string) => boolean,
  database = DB_NAME,
) {
  try {
    const queued = await readOutbox(database)
    return queued.filter((write) => !answers(write.method, write.path)).length
  } catch {
    // A database that cannot be read now: the update waits for the next chance.
    return Number.POSITIVE_INFINITY
  }
}
