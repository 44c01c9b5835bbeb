import { Badge } from '@mantine/core'
import type { SyncStatus } from '../sync.schema'
import { STATE_LOOK } from './sync-look'
import { useStateWords } from './use-state-words'

/** The state in the navbar's words and colour, for the settings card. */
export function SyncStateBadge({ status }: { status: SyncStatus }) {
  const { label } = useStateWords()(status)
  const { color, Icon } = STATE_LOOK[status.state]
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={<Icon size={14} aria-hidden />}
      data-testid="sync-state"
      style={{ flexShrink: 0 }}
    >
      <span dir="auto">{label}</span>
    </Badge>
  )
}
