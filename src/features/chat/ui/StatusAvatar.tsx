import { Indicator, type MantineColor } from '@mantine/core'
import { UserAvatar } from '@/shared/layout/UserAvatar'
import type { ChatStatus } from '../chat.schema'

export const statusColor: Record<ChatStatus, MantineColor> = {
  online: 'green',
  away: 'yellow',
  busy: 'red',
  offline: 'gray',
}

interface StatusAvatarProps {
  name: string
  src: string
  status: ChatStatus
  size?: number
}

/** An avatar with a dot in the colour of the status; decorative, the name is always beside it. */
export function StatusAvatar({ name, src, status, size = 40 }: StatusAvatarProps) {
  return (
    <Indicator
      color={statusColor[status]}
      position="bottom-end"
      offset={Math.round(size / 8)}
      size={Math.max(8, Math.round(size / 4))}
      withBorder
      data-status={status}
    >
      <UserAvatar name={name} src={src} size={size} radius="xl" alt="" />
    </Indicator>
  )
}
