import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useDismissRefused } from '../api/sync.queries'
import type { RefusedWrite } from '../sync.schema'
import { When } from './When'

/**
 * The writes the server refused. Each was undone on this device, so the user must know which and
 * why: a red alert, one line per write with the server's reason, until dismissed.
 */
export function RefusedAlert({ refused }: { refused: readonly RefusedWrite[] }) {
  const { t } = useTranslation('sync')
  const dismiss = useDismissRefused()
  if (refused.length === 0) return null
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={t('sync.refused.title', { count: refused.length })}
      role="alert"
      data-testid="sync-refused"
    >
      <Text fz="sm" mb="sm">
        {t('sync.refused.body')}
      </Text>
      <Stack gap="sm">
        {refused.map((write) => (
          <Group
            key={write.seq}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="sm"
            data-testid={`refused-${write.seq}`}
          >
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                {/* A path reads left to right in any layout. */}
                <Code>{write.method}</Code> <span dir="ltr">{write.path}</span>
              </Text>
              <Text fz="sm" dir="auto">
                {write.status} · {write.message}
              </Text>
              <Text fz="xs" c="dimmed">
                <When iso={write.at} />
              </Text>
            </div>
            <Button
              size="xs"
              variant="default"
              style={{ flexShrink: 0 }}
              aria-label={t('sync.refused.dismissLabel', {
                method: write.method,
                path: write.path,
              })}
              loading={dismiss.isPending && dismiss.variables === write.seq}
              onClick={() => dismiss.mutate(write.seq)}
            >
              {t('sync.refused.dismiss')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  )
}
