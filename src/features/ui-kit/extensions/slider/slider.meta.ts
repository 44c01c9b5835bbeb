import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 231,
  order: 100,
  group: 'extensions',
  name: 'slider',
  title: 'Slider',
  icon: 'IconAdjustmentsHorizontal',
  keywords: ['range', 'marks', 'steps'],
}
