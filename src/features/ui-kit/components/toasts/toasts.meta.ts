import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 227,
  order: 250,
  group: 'components',
  name: 'toasts',
  title: 'Toasts',
  icon: 'IconBellRinging',
  keywords: ['notification', 'snackbar', 'message'],
}
