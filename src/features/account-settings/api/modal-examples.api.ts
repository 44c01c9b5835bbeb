import { call } from '@/shared/api/call'
import { modalExamplesEndpoints as api } from '../account-settings.endpoints'
import type { CreateApp, InviteMember, Refer } from '../modal-examples.schema'

export const fetchMembers = (signal?: AbortSignal) => call(api.members, { signal })

export const inviteMember = (body: InviteMember) => call(api.invite, { body })

export const removeMember = (id: number) => call(api.uninvite, { body: { id } })

export const fetchApps = (signal?: AbortSignal) => call(api.apps, { signal })

export const createApp = (body: CreateApp) => call(api.createApp, { body })

export const fetchReferrals = (signal?: AbortSignal) => call(api.referrals, { signal })

export const refer = (body: Refer) => call(api.refer, { body })
