/**
 * The validation demo's username check. Keyed by the name as the server compares it (trimmed,
 * any case), and it names the users table, so a user added or renamed elsewhere rechecks it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { uiKitKeys } from './ui-kit.queries'
import { fetchUsernameCheck } from './username.api'

export const usernameKeys = {
  check: (username: string) =>
    [...uiKitKeys.all, 'username', username.trim().toLowerCase()] as const,
}

export const usernameCheckQuery = (username: string) =>
  queryOptions({
    queryKey: usernameKeys.check(username),
    queryFn: ({ signal }) => fetchUsernameCheck(username.trim(), signal),
    // A refused name is an answer, not a hiccup: asking again would only repeat it.
    retry: false,
    meta: { tables: ['users'] },
  })

export const useUsernameCheck = (username: string, enabled: boolean) =>
  useQuery({ ...usernameCheckQuery(username), enabled })
