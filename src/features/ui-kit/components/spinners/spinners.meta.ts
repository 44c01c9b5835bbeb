import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 224,
  order: 220,
  group: 'components',
  name: 'spinners',
  title: 'Spinners',
  icon: 'IconLoader2',
  keywords: ['loader', 'loading', 'busy'],
}
