/**
 * The agents' HTTP client and what it records, for scripts/bench/server-load.mjs: one keep-alive
 * pool over loopback, every answer's status and latency noted, errors counted by kind with the
 * first answer of each kept for the report. A network failure or a timeout is an answer with
 * status 0, so that it is recorded like any other rather than thrown.
 */
import { Agent, request as httpRequest } from 'node:http'

/** A request unanswered this long is an error. */
const TIMEOUT_MS = 30_000

/**
 * @typedef {{ status: number, body: unknown, ms: number }} Answer
 * @typedef {{ kind: string, ms: number, status: number, expected: boolean }} Sample
 * @typedef {{ samples: Sample[], errors: Map<string, number>,
 *   examples: Map<string, string> }} Recording
 */

/**
 * A JSON client over one keep-alive connection pool (a connection per agent at most).
 * @param {number} port
 * @param {number} connections
 */
export function client(port, connections) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ token?: string, body?: unknown }} [options]
   * @returns {Promise<Answer>} status 0 for a network failure or a timeout
   */
  function call(method, path, { token, body } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    /** @type {Record<string, string>} */
    const headers = { accept: 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    if (payload !== undefined) {
      headers['content-type'] = 'application/json'
      headers['content-length'] = String(Buffer.byteLength(payload))
    }
    const began = performance.now()
    return new Promise((resolve) => {
      const failed = (/** @type {unknown} */ error) =>
        resolve({ status: 0, body: String(error), ms: performance.now() - began })
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers, agent, timeout: TIMEOUT_MS },
        (res) => {
          const chunks = /** @type {Buffer[]} */ ([])
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('error', failed)
          res.on('end', () => {
            const ms = performance.now() - began
            const text = Buffer.concat(chunks).toString('utf8')
            let parsed = /** @type {unknown} */ (text)
            try {
              parsed = JSON.parse(text)
            } catch {
              // not JSON: kept as text for the report
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, ms })
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)))
      req.on('error', failed)
      req.end(payload)
    })
  }
  return { call, close: () => agent.destroy() }
}

/** @returns {Recording} an empty recording */
export const recording = () => ({ samples: [], errors: new Map(), examples: new Map() })

/**
 * @param {Recording} record
 * @param {string} kind
 * @param {Answer} answer
 * @param {number[]} expected statuses other than 2xx that are not errors
 * @returns {'ok' | 'expected' | 'error'}
 */
export function note(record, kind, answer, expected = []) {
  const ok = answer.status >= 200 && answer.status < 300
  const isExpected = expected.includes(answer.status)
  record.samples.push({ kind, ms: answer.ms, status: answer.status, expected: isExpected })
  if (ok) return 'ok'
  if (isExpected) return 'expected'
  const key = `${kind} ${answer.status || 'network'}`
  record.errors.set(key, (record.errors.get(key) ?? 0) + 1)
  // The first answer of each kind of error, for the report.
  if (!record.examples.has(key)) record.examples.set(key, JSON.stringify(answer.body).slice(0, 300))
  return 'error'
}

/** @param {Recording} record @returns {number} the errors recorded, of every kind */
export const errorCount = (record) => [...record.errors.values()].reduce((sum, n) => sum + n, 0)
