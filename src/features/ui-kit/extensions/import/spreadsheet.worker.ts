/**
 * The import's Web Worker: parses a large spreadsheet off the main thread and answers with its
 * table, or with what is wrong with it.
 */
import { parseSpreadsheet, SpreadsheetError } from './parse-spreadsheet'
import type { WorkerAnswer, WorkerRequest } from './read-spreadsheet'

// The app compiles for the DOM, not the webworker library: `self` is typed as a window, whose
// `postMessage(message, options?)` and `message` events a worker's scope has as well.
const answer = (message: WorkerAnswer) => self.postMessage(message)

const isRequest = (data: unknown): data is WorkerRequest =>
  typeof data === 'object' &&
  data !== null &&
  'bytes' in data &&
  data.bytes instanceof ArrayBuffer &&
  'kind' in data &&
  (data.kind === 'csv' || data.kind === 'xlsx')

self.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
  if (!isRequest(data)) {
    answer({ ok: false, problem: 'unreadable' })
    return
  }
  parseSpreadsheet(data.bytes, data.kind).then(
    (table) => answer({ ok: true, table }),
    (error: unknown) =>
      answer({
        ok: false,
        problem: error instanceof SpreadsheetError ? error.problem : 'unreadable',
      }),
  )
})
