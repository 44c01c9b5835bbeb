/**
 * The one place a failed write is reported and a settled write refreshes what it touched:
 * every mutation declares both in its `meta`, so no screen writes an `onError` toast.
 */
import { MutationCache } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { translate } from '@/shared/i18n/i18n'
import { isApiError } from './api-error'
import { invalidateTables } from './tables'
import './query-meta'

/** One toast per failed write; its id keeps a repeated failure from stacking copies. */
export function showMutationError(errorMessage: string, error: unknown): void {
  const title = translate(errorMessage)
  // The API's own message says what was wrong ("The end cannot be before the start").
  const detail = isApiError(error) && error.status < 500 ? error.message : undefined
  notifications.show({
    id: `mutation-error:${errorMessage}`,
    color: 'red',
    title: detail ? title : undefined,
    message: detail ?? title,
  })
}

export function createMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const key = mutation.meta?.errorMessage
      if (key) showMutationError(key, error)
    },
    onSettled: (_data, _error, _variables, _context, mutation, { client }) =>
      invalidateTables(client, mutation.meta?.tables ?? []),
  })
}
