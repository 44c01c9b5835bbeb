import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 204,
  order: 20,
  group: 'components',
  name: 'alerts',
  title: 'Alerts',
  icon: 'IconAlertTriangle',
  keywords: ['notice', 'callout', 'message'],
}
