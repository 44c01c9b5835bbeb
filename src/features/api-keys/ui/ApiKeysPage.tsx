import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CreateKeyCard } from './CreateKeyCard'
import { KeyList } from './KeyList'

/** `/pages/api-key`: the signed-in user's API keys, made, listed and revoked. */
export function ApiKeysPage() {
  const { t } = useTranslation('api-keys')
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h3">
          {t('apiKeys.page.title')}
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          {t('apiKeys.page.subtitle')}
        </Text>
      </div>
      <CreateKeyCard />
      <KeyList />
    </Stack>
  )
}
