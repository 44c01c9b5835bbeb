import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconAlertCircle, IconDatabase } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useDbStats } from '../api/local-db.queries'
import { formatNumber, humanize } from './format'
import { StorageSummary } from './StorageSummary'

/** Row counts per table, total rows, storage used, schema version and seed time. */
export function DatabaseCard() {
  const { t, i18n } = useTranslation('local-db')
  const stats = useDbStats()
  const locale = i18n.language

  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconDatabase size={26} color="var(--mantine-color-brand-filled)" aria-hidden="true" />
          <div>
            <Title order={2} fz="lg">
              {t('settings.dbTitle')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('settings.dbSubtitle')}
            </Text>
          </div>
        </Group>
        {stats.data && (
          <Badge variant="light" data-testid="table-count" style={{ flexShrink: 0 }}>
            {t('settings.tableCount', { count: stats.data.tables.length })}
          </Badge>
        )}
      </Group>

      {stats.isPending && (
        <Stack gap="sm" data-testid="stats-loading" aria-busy="true">
          <Skeleton height={72} />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
      )}

      {stats.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title={t('settings.statsError')} role="alert">
          <Text fz="sm" mb="sm">
            {stats.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void stats.refetch()}>
            {t('settings.retry')}
          </Button>
        </Alert>
      )}

      {stats.data && (
        <Stack gap="lg">
          <StorageSummary stats={stats.data} />
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" striped highlightOnHover data-testid="table-counts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('settings.table')}</Table.Th>
                  <Table.Th ta="end">{t('settings.rows')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.data.tables.map((table) => (
                  <Table.Tr key={table.name}>
                    <Table.Td>
                      <Text fz="sm" fw={500} span>
                        {t(`settings.tables.${table.name}`, { defaultValue: humanize(table.name) })}
                      </Text>{' '}
                      <Code fz="xs">{table.name}</Code>
                    </Table.Td>
                    <Table.Td ta="end" ff="monospace" data-testid={`count-${table.name}`}>
                      {formatNumber(table.count, locale)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('settings.totalRows')}</Table.Th>
                  <Table.Th ta="end" ff="monospace" data-testid="count-total">
                    {formatNumber(stats.data.totalRows, locale)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Card>
  )
}
