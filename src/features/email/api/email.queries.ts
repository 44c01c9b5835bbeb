import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  fetchEmail,
  fetchEmails,
  fetchNeighbour,
  saveDraft,
  sendEmail,
  toggleEmailsLabel,
  updateEmails,
  type EmailListParams,
} from './email.api'

const TABLES = ['emails']

export const emailKeys = {
  all: ['email'] as const,
  list: (params: EmailListParams) => [...emailKeys.all, 'list', params] as const,
  one: (id: number) => [...emailKeys.all, 'one', id] as const,
}

export const emailListQuery = (params: EmailListParams) =>
  queryOptions({
    queryKey: emailKeys.list(params),
    queryFn: ({ signal }) => fetchEmails(params, signal),
    meta: { tables: TABLES },
  })

export const emailQuery = (id: number) =>
  queryOptions({
    queryKey: emailKeys.one(id),
    queryFn: ({ signal }) => fetchEmail(id, signal),
    meta: { tables: TABLES },
  })

export const useEmailList = (params: EmailListParams) => useQuery(emailListQuery(params))
export const useEmail = (id: number | undefined) =>
  useQuery({ ...emailQuery(id ?? 0), enabled: id !== undefined })

/** Every email write makes every email query stale (lists, counts, the open mail). */
function useEmailMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const tables = query.meta?.tables
          return Array.isArray(tables) && tables.includes('emails')
        },
      }),
  })
}

export const useUpdateEmails = () => useEmailMutation(updateEmails)
export const useToggleLabel = () => useEmailMutation(toggleEmailsLabel)
export const useSendEmail = () => useEmailMutation(sendEmail)
export const useSaveDraft = () => useEmailMutation(saveDraft)

/** Previous/next reads a neighbour; nothing changes, so nothing is invalidated. */
export const usePaginateEmail = () =>
  useMutation({
    mutationFn: ({ id, dir }: { id: number; dir: 'previous' | 'next' }) => fetchNeighbour(id, dir),
  })
