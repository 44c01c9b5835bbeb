import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { ChatsAndContacts, UpdateProfileInput } from '../chat.schema'
import { fetchChat, fetchChatsAndContacts, sendMessage, updateProfile } from './chat.api'

export const chatKeys = {
  all: ['chat'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  chat: (contactId: number) => [...chatKeys.all, 'chat', contactId] as const,
}

export const chatsAndContactsQuery = () =>
  queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => fetchChatsAndContacts(signal),
    meta: { tables: ['chats', 'chatContacts', 'chatProfile'] },
  })

/**
 * Not refetched on `chats` writes: the open chat's own GET writes `chats`, so listening to it
 * would loop. Sending updates this cache directly instead.
 */
export const chatQuery = (contactId: number) =>
  queryOptions({
    queryKey: chatKeys.chat(contactId),
    queryFn: ({ signal }) => fetchChat(contactId, signal),
    meta: { tables: ['chatContacts'] },
  })

export const useChatsAndContacts = () => useQuery(chatsAndContactsQuery())

export function useChat(contactId: number | undefined) {
  const queryClient = useQueryClient()
  return useQuery({
    ...chatQuery(contactId ?? 0),
    enabled: contactId !== undefined,
    // Opening a chat resets its unseen count: the list must show it at once.
    queryFn: async ({ signal }) => {
      const data = await fetchChat(contactId ?? 0, signal)
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() })
      return data
    },
  })
}

export const useSendMessage = (contactId: number) =>
  useAppMutation({
    mutationFn: (message: string) => sendMessage({ contactId, message }),
    errorMessage: 'chat.sendFailed',
    // The open chat is not refetched on `chats` writes (see chatQuery): the answer goes in.
    onSuccess: ({ chat }, _message, client) => {
      client.setQueryData(chatKeys.chat(contactId), (open) => open && { ...open, chat })
      return client.invalidateQueries({ queryKey: chatKeys.list() })
    },
  })

function withProfile(data: ChatsAndContacts, input: UpdateProfileInput): ChatsAndContacts {
  const { profileUser } = data
  return {
    ...data,
    profileUser: {
      ...profileUser,
      ...(input.status ? { status: input.status } : {}),
      ...(input.about !== undefined ? { about: input.about } : {}),
      settings: { ...profileUser.settings, ...input.settings },
    },
  }
}

/** The picker and switches show the new value at once; the server's answer settles it. */
export const useUpdateProfile = () =>
  useAppMutation({
    mutationFn: updateProfile,
    tables: ['chatProfile'],
    errorMessage: 'chat.profile.failed',
    optimistic: {
      queryKey: chatKeys.list(),
      apply: (client, input: UpdateProfileInput) =>
        client.setQueryData<ChatsAndContacts>(
          chatKeys.list(),
          (data) => data && withProfile(data, input),
        ),
    },
  })
