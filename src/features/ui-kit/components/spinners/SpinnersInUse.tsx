import {
  Avatar,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core'
import { IconRefresh, IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection } from '../../ui/DemoSection'
import { useSpinnersText } from './spinners-text'
import { useBusy } from './use-busy'

/** A button busy with its own request: it keeps its size and cannot be pressed twice. */
export function ButtonSpinners() {
  const k = useSpinnersText()
  const [sent, setSent] = useState(0)
  const [sending, send] = useBusy(1200, () => setSent((count) => count + 1))
  return (
    <DemoSection title={k('buttons.title')} description={k('buttons.description')}>
      <Group gap="sm">
        <Button leftSection={<IconSend size={16} aria-hidden />} loading={sending} onClick={send}>
          {k('buttons.send')}
        </Button>
      </Group>
      <Text fz="sm" data-testid="quotes-sent" aria-live="polite">
        {sending ? k('buttons.sending') : k('buttons.sent', { count: sent })}
      </Text>
    </DemoSection>
  )
}

const CLIENTS = ['Lucía Fernández', 'Javier Ortega', 'Marta Ruiz']

/** A card refreshing under an overlay: its content stays in place, dimmed, while it reloads. */
export function OverlaySpinner() {
  const k = useSpinnersText()
  const [refreshed, setRefreshed] = useState(false)
  const [busy, refresh] = useBusy(1200, () => setRefreshed(true))
  return (
    <DemoSection title={k('overlay.title')} description={k('overlay.description')}>
      <Box pos="relative" aria-busy={busy}>
        <LoadingOverlay
          visible={busy}
          zIndex={10}
          overlayProps={{ radius: 'md', blur: 2 }}
          loaderProps={{ role: 'status', 'aria-label': k('overlay.loading') }}
        />
        <Stack gap={6} p="xs">
          {CLIENTS.map((name) => (
            <Text key={name} fz="sm">
              {name}
            </Text>
          ))}
        </Stack>
      </Box>
      <Group justify="space-between">
        <Text fz="xs" c="dimmed" data-testid="refreshed">
          {refreshed ? k('overlay.fresh') : k('overlay.stale')}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={refresh}
          disabled={busy}
        >
          {k('overlay.refresh')}
        </Button>
      </Group>
    </DemoSection>
  )
}

/** Skeletons where the content will be: the shape of the card holds while its data comes. */
export function SkeletonCard() {
  const k = useSpinnersText()
  const [loading, setLoading] = useState(false)
  return (
    <DemoSection title={k('skeleton.title')} description={k('skeleton.description')}>
      <Switch
        label={k('skeleton.toggle')}
        checked={loading}
        onChange={(event) => setLoading(event.currentTarget.checked)}
      />
      <Group gap="sm" wrap="nowrap" align="flex-start" aria-busy={loading}>
        <Skeleton visible={loading} circle height={44} width={44}>
          <Avatar color="brand" radius="xl" size={44}>
            JO
          </Avatar>
        </Skeleton>
        <Stack gap={6} flex={1}>
          <Skeleton visible={loading} width="50%">
            <Text fz="sm" fw={600}>
              Javier Ortega
            </Text>
          </Skeleton>
          <Skeleton visible={loading}>
            <Text fz="sm">{k('skeleton.line1')}</Text>
          </Skeleton>
          <Skeleton visible={loading} width="80%">
            <Text fz="sm">{k('skeleton.line2')}</Text>
          </Skeleton>
        </Stack>
      </Group>
    </DemoSection>
  )
}
