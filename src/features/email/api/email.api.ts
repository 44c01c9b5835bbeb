import { z } from 'zod'
import { apiRequest } from '@/shared/api/client'
import {
  emailListSchema,
  emailSchema,
  openedEmailSchema,
  type ComposeInput,
  type EmailFilter,
  type EmailLabel,
  type UpdateEmailsInput,
} from '../email.schema'

const BASE = '/apps/email'
const ok = z.unknown()

export interface EmailListParams {
  folder?: EmailFilter
  label?: EmailLabel
  q?: string
}

export const fetchEmails = (params: EmailListParams, signal?: AbortSignal) =>
  apiRequest(`${BASE}/emails`, { query: { ...params }, schema: emailListSchema, signal })

export const fetchEmail = (id: number, signal?: AbortSignal) =>
  apiRequest(`${BASE}/get-email`, { query: { id }, schema: openedEmailSchema, signal })

export const fetchNeighbour = (emailId: number, dir: 'previous' | 'next') =>
  apiRequest(`${BASE}/paginate-email`, { query: { emailId, dir }, schema: emailSchema })

export const updateEmails = (body: UpdateEmailsInput) =>
  apiRequest(`${BASE}/update-emails`, { method: 'POST', body, schema: ok })

export const toggleEmailsLabel = (body: { emailIds: number[]; label: EmailLabel }) =>
  apiRequest(`${BASE}/update-emails-label`, { method: 'POST', body, schema: ok })

export const sendEmail = (body: ComposeInput) =>
  apiRequest(`${BASE}/send`, { method: 'POST', body, schema: emailSchema })

export const saveDraft = (body: ComposeInput) =>
  apiRequest(`${BASE}/save-draft`, { method: 'POST', body, schema: emailSchema })
