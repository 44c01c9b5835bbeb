import { apiRequest } from '@/shared/api/client'
import {
  appsAnswerSchema,
  membersAnswerSchema,
  referralsAnswerSchema,
  type CreateApp,
  type InviteMember,
  type Refer,
} from '../modal-examples.schema'

const BASE = '/account-setting'

export const fetchMembers = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/project/members`, { schema: membersAnswerSchema, signal })

export const inviteMember = (body: InviteMember) =>
  apiRequest(`${BASE}/project/members`, { method: 'POST', body, schema: membersAnswerSchema })

export const removeMember = (id: number) =>
  apiRequest(`${BASE}/project/members`, {
    method: 'DELETE',
    body: { id },
    schema: membersAnswerSchema,
  })

export const fetchApps = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/apps`, { schema: appsAnswerSchema, signal })

export const createApp = (body: CreateApp) =>
  apiRequest(`${BASE}/apps`, { method: 'POST', body, schema: appsAnswerSchema })

export const fetchReferrals = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/referrals`, { schema: referralsAnswerSchema, signal })

export const refer = (body: Refer) =>
  apiRequest(`${BASE}/referrals`, { method: 'POST', body, schema: referralsAnswerSchema })
