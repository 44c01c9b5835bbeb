/** Typed calls to the local database endpoints (contract: "The local database"). */
import { call } from '@/shared/api/call'
import { localDbEndpoints } from '../local-db.endpoints'

export const fetchStats = (signal?: AbortSignal) => call(localDbEndpoints.stats, { signal })

export const resetDatabase = () => call(localDbEndpoints.reset)

export const exportDatabase = () => call(localDbEndpoints.export)

/** Sends a parsed backup as is: the API validates the whole document and answers 400 on a bad one. */
export const importDatabase = (document: unknown) =>
  call(localDbEndpoints.import, { body: document })
