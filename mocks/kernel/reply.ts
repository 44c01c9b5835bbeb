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
