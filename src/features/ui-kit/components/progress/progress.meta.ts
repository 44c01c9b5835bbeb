import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 223,
  order: 210,
  group: 'components',
  name: 'progress',
  title: 'Progress',
  icon: 'IconProgress',
  keywords: ['progress bar', 'meter', 'ring'],
}
