import { z } from 'zod'

const envelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

/** A failed API call, carrying the error envelope so forms can show errors on their fields. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null)
  const parsed = envelopeSchema.safeParse(body)
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error
    return new ApiRequestError(response.status, code, message, fields)
  }
  return new ApiRequestError(response.status, 'http_error', `Request failed (${response.status})`)
}

export const isApiError = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError
