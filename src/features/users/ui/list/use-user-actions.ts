import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '@/shared/ui/confirm-destructive'
import { useDeleteUser, useUpdateUser } from '../../api/users.queries'
import type { User } from '../../users.schema'

/** Suspend (after a confirm), activate and delete (after a confirm), each with its toast. */
export function useUserActions() {
  const { t } = useTranslation('users')
  const update = useUpdateUser()
  const remove = useDeleteUser()
  const name = (user: User) => ({ name: user.fullName })

  const setStatus = (user: User, status: User['status']) =>
    update.mutate(
      { id: user.id, status },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(
              status === 'inactive' ? 'users.actions.suspended' : 'users.actions.activated',
              name(user),
            ),
          }),
        onError: () => notifications.show({ color: 'red', message: t('users.failed') }),
      },
    )

  return {
    suspend: async (user: User) => {
      const sure = await confirmDestructive({
        title: t('users.actions.suspendTitle', name(user)),
        message: t('users.actions.suspendMessage'),
        confirmLabel: t('users.actions.suspendLabel'),
      })
      if (sure) setStatus(user, 'inactive')
    },
    activate: (user: User) => setStatus(user, 'active'),
    remove: async (user: User, onDeleted?: () => void) => {
      const sure = await confirmDestructive({
        title: t('users.actions.confirmTitle', name(user)),
        message: t('users.actions.confirmMessage'),
        confirmLabel: t('users.actions.confirmLabel'),
      })
      if (!sure) return
      remove.mutate(user.id, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('users.actions.deleted', name(user)) })
          onDeleted?.()
        },
      })
    },
  }
}
