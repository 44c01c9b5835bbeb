import * as z from 'zod/mini'
import { ApiRequestError } from './api-error'

export { ApiRequestError, isApiError } from './api-error'

const envelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
})

export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null)
  const parsed = envelopeSchema.safeParse(body)
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error
    return new ApiRequestError(response.status, code, message, fields)
  }
  return new ApiRequestError(response.status, 'http_error', `Request failed (${response.status})`)
}
