import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 216,
  order: 140,
  group: 'components',
  name: 'modals',
  title: 'Modals',
  icon: 'IconAppWindow',
  keywords: ['dialog', 'popup', 'overlay'],
}
