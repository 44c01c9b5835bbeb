import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 229,
  order: 110,
  group: 'extensions',
  name: 'sweet-alert',
  title: 'Sweet Alert',
  icon: 'IconAlertCircle',
  keywords: ['confirm', 'dialog', 'prompt'],
}
