import {
  Badge,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { IconDownload, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusy } from './use-busy'

const REFRESH_MS = 2500
/** Long labels (German's) break inside the word rather than run into the value beside them. */
const WRAP = { overflowWrap: 'anywhere', hyphens: 'auto' } as const

/**
 * A card blocked while it refreshes: the overlay stops the pointer, `inert` the keyboard, and
 * `aria-busy` tells assistive technology. The trigger stays outside the card, so focus stays on
 * it and it only refuses a second click (aria-disabled, not disabled, which would drop focus).
 */
export function CardBlock() {
  const { t: k } = useTranslation('ui-kit/components-block-ui', {
    keyPrefix: 'uiKit.components-block-ui.card',
  })
  const [refreshed, setRefreshed] = useState(0)
  const { busy, start } = useBusy(REFRESH_MS, () => setRefreshed((count) => count + 1))
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          aria-disabled={busy}
          data-disabled={busy || undefined}
          onClick={() => !busy && start()}
        >
          {k('refresh')}
        </Button>
        <VisuallyHidden role="status">
          {busy ? k('busy') : refreshed > 0 ? k('done') : ''}
        </VisuallyHidden>
      </Group>
      <Box pos="relative">
        <Paper withBorder p="md" aria-busy={busy} inert={busy} data-testid="policy-card">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{k('policy')}</Text>
              <Badge color="teal" variant="light">
                {k('active')}
              </Badge>
            </Group>
            <SimpleGrid cols={2} spacing="md" verticalSpacing="xs">
              <Text fz="sm" c="dimmed" style={WRAP}>
                {k('holder')}
              </Text>
              <Text fz="sm">Lucía Fernández</Text>
              <Text fz="sm" c="dimmed" style={WRAP}>
                {k('premium')}
              </Text>
              <Text fz="sm">€412.80</Text>
              <Text fz="sm" c="dimmed" style={WRAP}>
                {k('updated')}
              </Text>
              <Text fz="sm" data-testid="refresh-count">
                {refreshed}
              </Text>
            </SimpleGrid>
            <div>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
              >
                {k('download')}
              </Button>
            </div>
          </Stack>
        </Paper>
        <LoadingOverlay
          visible={busy}
          zIndex={10}
          overlayProps={{ radius: 'md', blur: 2 }}
          loaderProps={{ 'aria-label': k('busy') }}
        />
      </Box>
    </Stack>
  )
}
