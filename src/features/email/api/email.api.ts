import { call } from '@/shared/api/call'
import { emailEndpoints as api } from '../email.endpoints'
import type { ComposeInput, EmailFilter, EmailLabel, UpdateEmailsInput } from '../email.schema'

export interface EmailListParams {
  folder?: EmailFilter
  label?: EmailLabel
  q?: string
}

export const fetchEmails = (query: EmailListParams, signal?: AbortSignal) =>
  call(api.emails, { query, signal })

export const fetchEmail = (id: number, signal?: AbortSignal) =>
  call(api.getEmail, { query: { id }, signal })

export const fetchNeighbour = (emailId: number, dir: 'previous' | 'next') =>
  call(api.paginate, { query: { emailId, dir } })

export const updateEmails = (body: UpdateEmailsInput) => call(api.update, { body })

export const toggleEmailsLabel = (body: { emailIds: number[]; label: EmailLabel }) =>
  call(api.updateLabel, { body })

export const sendEmail = (body: ComposeInput) => call(api.send, { body })

export const saveDraft = (body: ComposeInput) => call(api.saveDraft, { body })
