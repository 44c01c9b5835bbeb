/**
 * Reads a file the user picked: checked first (kind, size) without reading it, then parsed in the
 * page when small, or in a Web Worker when large, so that a big file never freezes the screen.
 */
import { parseSpreadsheet, SpreadsheetError } from './parse-spreadsheet'
import {
  checkFile,
  type ImportProblem,
  type SheetTable,
  type SpreadsheetKind,
} from './spreadsheet-file'

export interface WorkerRequest {
  bytes: ArrayBuffer
  kind: SpreadsheetKind
}
export type WorkerAnswer = { ok: true; table: SheetTable } | { ok: false; problem: ImportProblem }

export type ReadResult =
  { ok: true; table: SheetTable; inWorker: boolean } | { ok: false; problem: ImportProblem }

/** The worker's answer; `null` when the worker itself could not start (its file unreachable). */
function parseInWorker(request: WorkerRequest): Promise<WorkerAnswer | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), {
      type: 'module',
    })
    const finish = (answer: WorkerAnswer | null) => {
      worker.terminate()
      resolve(answer)
    }
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => finish(event.data)
    worker.onerror = () => finish(null)
    worker.postMessage(request, [request.bytes])
  })
}

export async function readSpreadsheet(file: File): Promise<ReadResult> {
  const check = checkFile(file)
  if (!check.ok) return check
  const bytes = await file.arrayBuffer()
  if (check.inWorker && typeof Worker !== 'undefined') {
    const answer = await parseInWorker({ bytes: bytes.slice(0), kind: check.kind })
    if (answer) return answer.ok ? { ...answer, inWorker: true } : answer
  }
  try {
    return { ok: true, table: await parseSpreadsheet(bytes, check.kind), inWorker: false }
  } catch (error) {
    return { ok: false, problem: error instanceof SpreadsheetError ? error.problem : 'unreadable' }
  }
}
