import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
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

export function useSendMessage(contactId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: string) => sendMessage({ contactId, message }),
    onSuccess: ({ chat }) => {
      queryClient.setQueryData(chatKeys.chat(contactId), (open) => open && { ...open, chat })
      return queryClient.invalidateQueries({ queryKey: chatKeys.list() })
    },
  })
}

/** The picker and switches show the new value at once; the server's answer settles it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  const key = chatKeys.list()
  return useMutation({
    mutationFn: updateProfile,
    onMutate: async (input: UpdateProfileInput) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<ChatsAndContacts>(key)
      if (before) {
        const { profileUser } = before
        queryClient.setQueryData<ChatsAndContacts>(key, {
          ...before,
          profileUser: {
            ...profileUser,
            ...(input.status ? { status: input.status } : {}),
            ...(input.about !== undefined ? { about: input.about } : {}),
            settings: { ...profileUser.settings, ...input.settings },
          },
        })
      }
      return before
    },
    onError: (_error, _input, before) => {
      if (before) queryClient.setQueryData(key, before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
