import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/api-error'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useDisconnectDevice } from '../api/sync.queries'

/** The worker's refusal to disconnect while writes wait to be pushed. */
export const OUTBOX_NOT_EMPTY = 'outbox_not_empty'

const isOutboxRefusal = (error: unknown) => isApiError(error) && error.code === OUTBOX_NOT_EMPTY

/**
 * Disconnect after a confirmation. While writes wait, the worker refuses (409); then a second
 * confirmation offers to drop them. `error` is any other failure, for the card to show.
 */
export function useDisconnect(waiting: number) {
  const { t } = useTranslation('sync')
  const disconnect = useDisconnectDevice()

  const done = () =>
    notifications.show({
      id: 'sync-disconnected',
      color: 'green',
      message: t('sync.toast.disconnected'),
    })

  const dropWaiting = async () => {
    const confirmed = await confirmDestructive({
      title: t('sync.disconnect.waitingTitle'),
      message: t('sync.disconnect.waitingBody', { count: waiting }),
      confirmLabel: t('sync.disconnect.drop', { count: waiting }),
    })
    if (confirmed) disconnect.mutate(true, { onSuccess: done })
  }

  const run = async () => {
    const confirmed = await confirmDestructive({
      title: t('sync.disconnect.confirmTitle'),
      message: t('sync.disconnect.confirmBody'),
      confirmLabel: t('sync.disconnect.confirm'),
    })
    if (!confirmed) return
    disconnect.mutate(false, {
      onSuccess: done,
      onError: (error) => {
        if (isOutboxRefusal(error)) void dropWaiting()
      },
    })
  }

  const error = disconnect.error && !isOutboxRefusal(disconnect.error) ? disconnect.error : null
  return { run: () => void run(), pending: disconnect.isPending, error }
}
