import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 205,
  order: 30,
  group: 'components',
  name: 'auto-complete',
  title: 'Auto Complete',
  icon: 'IconInputSearch',
  keywords: ['suggest', 'typeahead', 'search'],
}
