import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Persistence } from '@/shared/pwa/persistent-storage'
import { useDbStats } from '../api/local-db.queries'
import { formatBytes } from './format'
import { usePersistence } from './use-persistence'

// The app card's status colours (light badges, which meet contrast in both skins).
const badgeColor: Record<Persistence, string> = {
  granted: 'teal',
  'not-granted': 'orange',
  unsupported: 'gray',
}

/**
 * Whether the browser keeps this origin's data under storage pressure, what that means, how much
 * of the quota is used, and a way to ask again.
 */
export function PersistenceCard() {
  const { t, i18n } = useTranslation('local-db')
  const { state, asking, refused, ask } = usePersistence()
  const storage = useDbStats().data?.storage

  return (
    <Card padding="lg" data-testid="persistence-card" data-state={state ?? 'reading'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {state === 'granted' ? (
            <IconShieldCheck size={26} color="var(--mantine-color-green-filled)" aria-hidden />
          ) : (
            <IconShieldExclamation
              size={26}
              color="var(--mantine-color-orange-filled)"
              aria-hidden
            />
          )}
          <Title order={2} fz="lg">
            {t('settings.persistTitle')}
          </Title>
        </Group>
        {state ? (
          <Badge
            color={badgeColor[state]}
            variant="light"
            data-testid="persistence-state"
            style={{ flexShrink: 0 }}
          >
            {t(`settings.persist.${state}`)}
          </Badge>
        ) : (
          <Skeleton height={20} width={90} />
        )}
      </Group>
      <Stack gap="sm">
        {state && (
          <Text fz="sm" data-testid="persistence-meaning">
            {t(`settings.persistMeaning.${state}`)}
          </Text>
        )}
        <Text fz="sm" c="dimmed" data-testid="persistence-usage">
          {storage
            ? t('settings.persistUsage', {
                usage: formatBytes(storage.usage, i18n.language),
                quota: formatBytes(storage.quota, i18n.language),
              })
            : t('settings.storageUnknown')}
        </Text>
        {refused && (
          <Alert color="orange" role="status" p="xs">
            <Text fz="sm">{t('settings.persistRefused')}</Text>
          </Alert>
        )}
        <Group>
          <Button
            variant="light"
            onClick={() => void ask()}
            loading={asking}
            disabled={state !== 'not-granted'}
            data-testid="persistence-ask"
          >
            {t('settings.persistAsk')}
          </Button>
          {state === 'granted' && (
            <Text fz="xs" c="dimmed">
              {t('settings.persistAlready')}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
