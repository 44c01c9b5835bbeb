/** The modal examples' lists and writes: each write's answer is the list, put in the cache. */
import { useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import {
  createApp,
  fetchApps,
  fetchMembers,
  fetchReferrals,
  inviteMember,
  refer,
  removeMember,
} from './modal-examples.api'

export const modalKeys = {
  members: () => ['account-settings', 'members'] as const,
  apps: () => ['account-settings', 'apps'] as const,
  referrals: () => ['account-settings', 'referrals'] as const,
}

export const useMembers = () =>
  useQuery({
    queryKey: modalKeys.members(),
    queryFn: ({ signal }) => fetchMembers(signal),
    meta: { tables: ['projectMembers'] },
  })

export const useInviteMember = () =>
  useAppMutation({
    mutationFn: inviteMember,
    tables: ['projectMembers'],
    errorMessage: null,
    onSuccess: (answer, _body, client) => client.setQueryData(modalKeys.members(), answer),
  })

export const useRemoveMember = () =>
  useAppMutation({
    mutationFn: removeMember,
    tables: ['projectMembers'],
    errorMessage: 'accountSettings.errors.member',
    onSuccess: (answer, _id, client) => client.setQueryData(modalKeys.members(), answer),
  })

export const useApps = () =>
  useQuery({
    queryKey: modalKeys.apps(),
    queryFn: ({ signal }) => fetchApps(signal),
    meta: { tables: ['createdApps'] },
  })

export const useCreateApp = () =>
  useAppMutation({
    mutationFn: createApp,
    tables: ['createdApps'],
    errorMessage: null,
    onSuccess: (answer, _body, client) => client.setQueryData(modalKeys.apps(), answer),
  })

export const useReferrals = () =>
  useQuery({
    queryKey: modalKeys.referrals(),
    queryFn: ({ signal }) => fetchReferrals(signal),
    meta: { tables: ['referrals'] },
  })

export const useRefer = () =>
  useAppMutation({
    mutationFn: refer,
    tables: ['referrals'],
    errorMessage: null,
    onSuccess: (answer, _body, client) => client.setQueryData(modalKeys.referrals(), answer),
  })
