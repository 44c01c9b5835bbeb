import { notifications } from '@mantine/notifications'
import { IconCheck } from '@tabler/icons-react'

export type SuccessToast = 'local-db-reset' | 'local-db-import'
const ALL: readonly SuccessToast[] = ['local-db-reset', 'local-db-import']

/**
 * Success feedback as a toast (the app shell mounts Mantine's <Notifications />). A new one
 * replaces the other: after a reset, "imported" is no longer true, and the reverse.
 */
export function showSuccess(id: SuccessToast, title: string, message: string): void {
  for (const other of ALL) notifications.hide(other)
  notifications.show({
    id,
    title,
    message,
    color: 'green',
    icon: <IconCheck size={18} />,
  })
}
