/** Messages the page posts to the worker. */
export type WorkerMessage = { type: 'CLAIM' } | { type: 'SKIP_WAITING' } | { type: 'WARM' }
