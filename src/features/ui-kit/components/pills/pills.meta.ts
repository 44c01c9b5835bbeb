import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 221,
  order: 190,
  group: 'components',
  name: 'pills',
  title: 'Pills',
  icon: 'IconPill',
  keywords: ['nav pills', 'segmented', 'chips'],
}
