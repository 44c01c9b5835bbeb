import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 226,
  order: 240,
  group: 'components',
  name: 'timeline',
  title: 'Timeline',
  icon: 'IconTimeline',
  keywords: ['history', 'steps', 'events'],
}
