import { Badge, Group, Stack, Text } from '@mantine/core'
import { useOffcanvasText } from './offcanvas-text'

/** What the demo drawers hold: a client at a glance, the usual reason to open a side panel. */
export function ClientQuickView() {
  const k = useOffcanvasText()
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>Lucía Fernández</Text>
        <Badge variant="light" color="teal">
          {k('quick.active')}
        </Badge>
      </Group>
      <Text fz="sm">{k('quick.policies')}</Text>
      <Text fz="sm">{k('quick.next')}</Text>
      <Text fz="sm" c="dimmed">
        {k('quick.contact')}
      </Text>
    </Stack>
  )
}
