/**
 * The caller's API keys and the two writes. The secret a new key comes with is handed to the
 * screen and never put in the cache: the list holds only what the server keeps.
 */
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useAppMutation } from '@/shared/api/mutation'
import type { ApiKey } from '../api-keys.schema'
import { createApiKey, fetchApiKeys, revokeApiKey } from './api-keys.api'

const TABLES = ['apiKeys'] as const

export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeysKeys.all, 'list'] as const,
}

export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeysKeys.list(),
    queryFn: ({ signal }) => fetchApiKeys(signal),
    meta: { tables: TABLES },
  })

/** The form shows a refused name or scope list on its field, so no toast. */
export const useCreateApiKey = () =>
  useAppMutation({
    mutationFn: createApiKey,
    tables: TABLES,
    errorMessage: null,
    onSuccess: ({ apiKey }, _input, client) =>
      client.setQueryData<ApiKey[]>(apiKeysKeys.list(), (keys) => [apiKey, ...(keys ?? [])]),
  })

export function useRevokeApiKey() {
  const { t } = useTranslation('api-keys')
  return useAppMutation({
    mutationFn: revokeApiKey,
    tables: TABLES,
    errorMessage: 'apiKeys.errors.revoke',
    onSuccess: ({ apiKey }, _id, client) => {
      client.setQueryData<ApiKey[]>(apiKeysKeys.list(), (keys) =>
        keys?.filter((key) => key.id !== apiKey.id),
      )
      notifications.show({
        color: 'green',
        message: t('apiKeys.revoke.done', { name: apiKey.name }),
      })
    },
  })
}
