import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 222,
  order: 200,
  group: 'components',
  name: 'popovers',
  title: 'Popovers',
  icon: 'IconMessage',
  keywords: ['popover', 'bubble', 'floating'],
}
