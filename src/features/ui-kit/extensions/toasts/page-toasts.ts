/**
 * The page's own toasts: a second notifications system with its own store, mounted by the page
 * and gone with it, so the demo's toasts (some of which never close by themselves) neither mix
 * with the app's nor outlive the page, and "clear all" clears only the demo's.
 */
import {
  createNotificationsStore,
  notifications,
  type NotificationData,
  type NotificationsStore,
  type PromiseNotificationOptions,
} from '@mantine/notifications'
import { useState } from 'react'

export interface PageToasts {
  store: NotificationsStore
  show: (toast: NotificationData) => string
  promise: <T>(work: Promise<T>, options: PromiseNotificationOptions<T>) => Promise<T>
  clean: () => void
}

/** The page's store and the calls bound to it; each toast gets a translated close label. */
export function usePageToasts(closeLabel: string): PageToasts {
  const [store] = useState(createNotificationsStore)
  const closeButtonProps = { 'aria-label': closeLabel }
  return {
    store,
    show: (toast) => notifications.show({ closeButtonProps, ...toast }, store),
    promise: (work, { loading, success, error }) =>
      notifications.promise(
        work,
        {
          loading: { closeButtonProps, ...loading },
          success: (value) => ({
            closeButtonProps,
            ...(typeof success === 'function' ? success(value) : success),
          }),
          error: (reason) => ({
            closeButtonProps,
            ...(typeof error === 'function' ? error(reason) : error),
          }),
        },
        store,
      ),
    clean: () => notifications.clean(store),
  }
}
