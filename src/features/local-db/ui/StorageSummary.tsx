import { Grid, Paper, Progress, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { DbStats } from '../local-db.schema'
import { formatBytes, formatDateTime, formatNumber } from './format'

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" h="100%">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  )
}

export function StorageSummary({ stats }: { stats: DbStats }) {
  const { t, i18n } = useTranslation('local-db')
  const locale = i18n.language
  const { storage } = stats
  const percent = storage && storage.quota > 0 ? (storage.usage / storage.quota) * 100 : 0

  return (
    <>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, xl: 3 }}>
          <Tile
            label={t('settings.totalRows')}
            value={formatNumber(stats.totalRows, locale)}
            testId="total-rows"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xl: 3 }}>
          <Tile
            label={t('settings.schemaVersion')}
            value={String(stats.schemaVersion)}
            testId="schema-version"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <Tile
            label={t('settings.seededAt')}
            value={stats.seededAt ? formatDateTime(stats.seededAt, locale) : t('settings.never')}
            testId="seeded-at"
          />
        </Grid.Col>
      </Grid>
      <div>
        <Text fz="sm" fw={500} mb={6}>
          {t('settings.storage')}
        </Text>
        {storage ? (
          <>
            <Progress
              value={Math.round(percent * 100) / 100}
              size="lg"
              radius="xl"
              aria-label={t('settings.storage')}
            />
            <Text fz="sm" c="dimmed" mt={6} data-testid="storage-used">
              {t('settings.storageUsed', {
                usage: formatBytes(storage.usage, locale),
                quota: formatBytes(storage.quota, locale),
              })}
            </Text>
          </>
        ) : (
          <Text fz="sm" c="dimmed" data-testid="storage-used">
            {t('settings.storageUnknown')}
          </Text>
        )}
      </div>
    </>
  )
}
