import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 228,
  order: 260,
  group: 'components',
  name: 'tooltips',
  title: 'Tooltips',
  icon: 'IconMessageCircle',
  keywords: ['hint', 'title', 'hover'],
}
