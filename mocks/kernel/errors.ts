/** The one error shape of the API: `{ error: { code, message, fields? } }`. */
export type FieldErrors = Record<string, string>

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    }
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new ApiError(400, 'bad_request', message, fields)
export const unauthorized = (message = 'Authentication required') =>
  new ApiError(401, 'unauthorized', message)
export const forbidden = (message = 'You are not allowed to do this') =>
  new ApiError(403, 'forbidden', message)
export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found`)
