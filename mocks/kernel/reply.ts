import { HttpResponse } from 'msw'

/** A JSON response; handlers return this (or plain data, which becomes a 200). */
export function reply(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status })
}
