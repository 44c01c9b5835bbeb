import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 222,
  group: 'components',
  name: 'popovers',
  title: 'Popovers',
  icon: 'IconMessage',
  keywords: ['popover', 'bubble', 'floating'],
}
