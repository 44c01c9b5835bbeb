import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 203,
  order: 10,
  group: 'components',
  name: 'accordion',
  title: 'Accordion',
  icon: 'IconLayoutList',
  keywords: ['collapse', 'faq', 'expand'],
}
