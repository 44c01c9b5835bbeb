import { Badge, Button, Checkbox, Collapse, Group, Paper, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconFilter } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const CLAIMS = [
  { id: 'CL-2318', kind: 'home', status: 'open' },
  { id: 'CL-2321', kind: 'auto', status: 'open' },
  { id: 'CL-2325', kind: 'home', status: 'closed' },
  { id: 'CL-2330', kind: 'travel', status: 'open' },
] as const
type Kind = (typeof CLAIMS)[number]['kind']
const KINDS: readonly Kind[] = ['home', 'auto', 'travel']

/**
 * A filter panel that slides in sideways (a horizontal collapse) beside a claims list; the
 * filters work, so the list narrows as kinds are unticked.
 */
export function FilterPanel() {
  const { t: k } = useTranslation('ui-kit/components-collapse', {
    keyPrefix: 'uiKit.components-collapse.side',
  })
  const [open, { toggle }] = useDisclosure(false)
  const [kinds, setKinds] = useState<string[]>([...KINDS])
  const panelId = useId()
  const shown = CLAIMS.filter((claim) => kinds.includes(claim.kind))
  return (
    <Stack gap="sm">
      <div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFilter size={14} aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          {open ? k('hide') : k('show')}
        </Button>
      </div>
      <Group gap="sm" align="stretch" wrap="nowrap">
        <Collapse expanded={open} orientation="horizontal" id={panelId}>
          <Paper withBorder p="sm" w={150} h="100%">
            <Checkbox.Group label={k('kind')} value={kinds} onChange={setKinds}>
              <Stack gap={6} mt={6}>
                {KINDS.map((kind) => (
                  <Checkbox key={kind} value={kind} label={k(`kinds.${kind}`)} size="xs" />
                ))}
              </Stack>
            </Checkbox.Group>
          </Paper>
        </Collapse>
        <Stack gap={6} style={{ flex: 1 }} aria-label={k('list')} role="list">
          {shown.map((claim) => (
            <Paper key={claim.id} withBorder px="sm" py={6} role="listitem">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm">
                  {claim.id} · {k(`kinds.${claim.kind}`)}
                </Text>
                <Badge variant="light" color={claim.status === 'open' ? 'orange' : 'gray'}>
                  {k(`status.${claim.status}`)}
                </Badge>
              </Group>
            </Paper>
          ))}
          {shown.length === 0 && (
            <Text fz="sm" c="dimmed">
              {k('none')}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  )
}
