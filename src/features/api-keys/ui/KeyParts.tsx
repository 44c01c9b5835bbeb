import { Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/shared/format/day'
import type { ApiKey } from '../api-keys.schema'

/** What a row needs to revoke its key: the confirm first, and which key is being revoked. */
export interface RevokeProps {
  onRevoke: (key: ApiKey) => void
  revoking: number | null
}

export function ScopeBadges({ scopes }: { scopes: ApiKey['scopes'] }) {
  return (
    <Group gap={6}>
      {scopes.map((scope) => (
        <Badge key={scope} variant="light" tt="none" dir="ltr">
          {scope}
        </Badge>
      ))}
    </Group>
  )
}

/** `••••abcd`, read as "Ends with abcd". */
export function LastFour({ lastFour }: { lastFour: string }) {
  const { t } = useTranslation('api-keys')
  return (
    <Text ff="monospace" fz="sm" dir="ltr" data-testid="api-key-last-four">
      <VisuallyHidden>{t('apiKeys.list.endsWith')} </VisuallyHidden>
      <span aria-hidden="true">••••</span>
      {lastFour}
    </Text>
  )
}

export function CreatedDay({ createdAt }: { createdAt: string }) {
  const { i18n } = useTranslation('api-keys')
  return <>{formatDay(createdAt.slice(0, 10), i18n.language || 'en')}</>
}

export function RevokeButton({ apiKey, onRevoke, revoking }: RevokeProps & { apiKey: ApiKey }) {
  const { t } = useTranslation('api-keys')
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      leftSection={<IconTrash size={16} aria-hidden />}
      loading={revoking === apiKey.id}
      onClick={() => onRevoke(apiKey)}
      aria-label={t('apiKeys.list.revoke', { name: apiKey.name })}
    >
      {t('apiKeys.list.revokeShort')}
    </Button>
  )
}
