/**
 * The import's Web Worker: parses a large spreadsheet off the main thread and answers with its
 * table, or with what is wrong with it.
 */
import { parseSpreadsheet, SpreadsheetError } from './parse-spreadsheet'
import type { WorkerAnswer, WorkerRequest } from './read-spreadsheet'

/** The worker's own scope, typed without the webworker library (the app compiles for the DOM). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
  postMessage: (answer: WorkerAnswer) => void
}

scope.onmessage = ({ data }) => {
  parseSpreadsheet(data.bytes, data.kind).then(
    (table) => scope.postMessage({ ok: true, table }),
    (error: unknown) =>
      scope.postMessage({
        ok: false,
        problem: error instanceof SpreadsheetError ? error.problem : 'unreadable',
      }),
  )
}
