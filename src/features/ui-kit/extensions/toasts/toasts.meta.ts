import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 230,
  order: 130,
  group: 'extensions',
  name: 'toasts',
  title: 'Toasts',
  icon: 'IconNotification',
  keywords: ['notifications', 'promise toast', 'positions'],
}
