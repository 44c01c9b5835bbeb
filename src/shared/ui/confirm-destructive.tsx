/**
 * The one confirmation before a destructive action (delete, clear, reset): Mantine's confirm
 * modal with focus on Cancel, so Enter or a stray key never destroys anything, and the
 * destructive button in the red that keeps white text above 4.5:1 (shade 8).
 */
import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { i18n } from '@/shared/i18n/i18n'

export interface ConfirmDestructive {
  title: string
  message: string
  /** Names the action ("Delete board"), never a bare "OK". */
  confirmLabel: string
}

/** Resolves `true` when confirmed; `false` on Cancel, Escape, the close button or a click outside. */
export function confirmDestructive({
  title,
  message,
  confirmLabel,
}: ConfirmDestructive): Promise<boolean> {
  return new Promise((resolve) => {
    let confirmed = false
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text fz="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: i18n.t('shell.confirm.cancel') },
      cancelProps: { 'data-autofocus': true },
      confirmProps: { color: 'red.8' },
      closeButtonProps: { 'aria-label': i18n.t('shell.confirm.close') },
      onConfirm: () => {
        confirmed = true
      },
      // Runs on every close, after `onConfirm` when there was one.
      onClose: () => resolve(confirmed),
    })
  })
}
