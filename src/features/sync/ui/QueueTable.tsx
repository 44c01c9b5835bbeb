import { Badge, Code, Group, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SyncStatus } from '../sync.schema'
import { When } from './When'

/** At most this many rows; the rest is counted. */
export const QUEUE_ROWS = 20

/** The writes made here that the server has not taken yet, oldest first. */
export function QueueTable({ status }: { status: SyncStatus }) {
  const { t } = useTranslation('sync')
  const shown = status.queue.slice(0, QUEUE_ROWS)
  const total = Math.max(status.waiting, status.queue.length)
  const more = total - shown.length
  return (
    <div>
      <Group gap="xs" mb="xs">
        <Title order={3} fz="md">
          {t('sync.queue.title')}
        </Title>
        <Badge variant="light" color={total ? 'yellow' : 'gray'} data-testid="sync-waiting">
          {total}
        </Badge>
      </Group>
      {shown.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('sync.queue.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped verticalSpacing={4} fz="sm" data-testid="sync-queue">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sync.queue.method')}</Table.Th>
                <Table.Th>{t('sync.queue.path')}</Table.Th>
                <Table.Th>{t('sync.queue.when')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((write) => (
                <Table.Tr key={write.seq}>
                  <Table.Td>
                    <Code>{write.method}</Code>
                  </Table.Td>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {/* A path reads left to right in any layout. */}
                    <span dir="ltr">{write.path}</span>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <When iso={write.at} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {more > 0 && (
        <Text fz="sm" c="dimmed" mt={4} data-testid="sync-queue-more">
          {t('sync.queue.more', { count: more })}
        </Text>
      )}
    </div>
  )
}
