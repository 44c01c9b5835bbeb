import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 261,
  order: 10,
  group: 'forms',
  name: 'layout',
  title: 'Form Layout',
  icon: 'IconLayout',
  keywords: ['vertical', 'horizontal', 'columns'],
}
