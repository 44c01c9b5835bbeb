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

export const isApiError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError
