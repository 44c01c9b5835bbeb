import { Grid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SyncCard } from '@/features/sync'
import { AppCard } from './AppCard'
import { BackupCard } from './BackupCard'
import { DatabaseCard } from './DatabaseCard'
import { PersistenceCard } from './PersistenceCard'
import { ResetCard } from './ResetCard'

/**
 * The admin's home: the agency server this device syncs with, the local database (counts,
 * storage, reset, backup) and the app's state.
 */
export function SettingsPage() {
  const { t } = useTranslation('local-db')
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settings.subtitle')}</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <SyncCard />
            <DatabaseCard />
            <AppCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <PersistenceCard />
            <BackupCard />
            <ResetCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
