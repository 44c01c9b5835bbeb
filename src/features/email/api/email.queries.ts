import { queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
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
const useEmailWrite = <I, O>(mutationFn: (input: I) => Promise<O>, errorMessage: string) =>
  useAppMutation({ mutationFn, tables: TABLES, errorMessage })

export const useUpdateEmails = () => useEmailWrite(updateEmails, 'shell.errors.saveFailed')
export const useToggleLabel = () => useEmailWrite(toggleEmailsLabel, 'shell.errors.saveFailed')
export const useSendEmail = () => useEmailWrite(sendEmail, 'shell.errors.sendFailed')
export const useSaveDraft = () => useEmailWrite(saveDraft, 'shell.errors.saveFailed')

/** Previous/next reads a neighbour; nothing changes, so nothing is invalidated. */
export const usePaginateEmail = () =>
  useAppMutation({
    mutationFn: ({ id, dir }: { id: number; dir: 'previous' | 'next' }) => fetchNeighbour(id, dir),
    errorMessage: 'shell.errors.loadFailed',
  })
