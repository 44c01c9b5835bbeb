/**
 * The one confirmation before a destructive action (delete, clear, reset): Mantine's confirm
 * modal with focus on Cancel, so Enter or a stray key never destroys anything, and the
 * destructive button in the red that keeps white text above 4.5:1 (shade 8). A confirmation that
 * needs more than a sentence (the import's rows per app and its export) passes a `body`.
 */
import { Stack, Text, type MantineSize } from '@mantine/core'
import { modals } from '@mantine/modals'
import type { ReactNode } from 'react'
import { i18n } from '@/shared/i18n/i18n'

export interface ConfirmDestructive {
  title: string
  message: string
  /** Names the action ("Delete board"), never a bare "OK". */
  confirmLabel: string
  /** Shown under the message: what the action changes, or a way out before it. */
  body?: ReactNode
  /** Wider than Mantine's default `md` for a body that holds a table. */
  size?: MantineSize
}

/** Resolves `true` when confirmed; `false` on Cancel, Escape, the close button or a click outside. */
export function confirmDestructive({
  title,
  message,
  confirmLabel,
  body,
  size,
}: ConfirmDestructive): Promise<boolean> {
  return new Promise((resolve) => {
    let confirmed = false
    modals.openConfirmModal({
      title,
      centered: true,
      size,
      children: (
        <Stack gap="sm">
          <Text fz="sm">{message}</Text>
          {body}
        </Stack>
      ),
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
