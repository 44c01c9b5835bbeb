/**
 * A JSON response; handlers return this (or plain data, which becomes a 200). A plain `Response`
 * rather than msw's `HttpResponse.json`, which measures the body for a Content-Length by copying
 * it into a Blob: a millisecond per list answer in the worker, for a header no one reads.
 */
export function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

const STATUS = Symbol('status')

/** Data answered with a status other than 200 (a 201 for a created record), still typed. */
export interface WithStatus<T> {
  readonly [STATUS]: number
  readonly status: number
  readonly body: T
}

export const withStatus = <T>(body: T, status: number): WithStatus<T> => ({
  [STATUS]: status,
  status,
  body,
})

export const isWithStatus = (value: unknown): value is WithStatus<unknown> =>
  typeof value === 'object' && value !== null && STATUS in value
