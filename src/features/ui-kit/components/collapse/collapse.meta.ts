import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 212,
  order: 100,
  group: 'components',
  name: 'collapse',
  title: 'Collapse',
  icon: 'IconFoldDown',
  keywords: ['show more', 'expand', 'hide'],
}
