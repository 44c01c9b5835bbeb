/**
 * How the server runs a device's write again: as the request the device's handler was asked,
 * through the same dispatch (set by mocks/dispatch.ts, which the sync routes cannot import
 * without a cycle), under the pushing user's own token, so the route checks that user's current
 * abilities. Marked as a replay: a route whose writes stay on a device refuses it.
 */
import type { Mutation } from '@/features/sync/sync.schema'

export const REPLAY_HEADER = 'x-corredor-replay'

type Answer = (request: Request, baseUrl: string) => Promise<Response>
let answerWith: Answer | null = null

export function setReplayer(answer: Answer): void {
  answerWith = answer
}

export function replay(mutation: Mutation, token: string | null, origin: string) {
  if (!answerWith) throw new Error('No replayer: mocks/dispatch.ts sets it')
  const hasBody = mutation.method !== 'GET' && mutation.body !== undefined
  const request = new Request(new URL(mutation.path, origin), {
    method: mutation.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      [REPLAY_HEADER]: '1',
    },
    ...(hasBody ? { body: JSON.stringify(mutation.body) } : {}),
  })
  return answerWith(request, origin)
}

/** The error envelope's code and message, or the status's own words. */
export async function reasonOf(response: Response): Promise<{ code: string; message: string }> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } }
    const { code, message } = body.error ?? {}
    if (typeof code === 'string' && typeof message === 'string') return { code, message }
  } catch {
    // Not the envelope: the status says it.
  }
  return { code: `http_${response.status}`, message: response.statusText || 'Refused' }
}
