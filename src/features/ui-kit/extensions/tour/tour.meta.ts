import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 233,
  order: 140,
  group: 'extensions',
  name: 'tour',
  title: 'Tour',
  icon: 'IconRoute',
  keywords: ['guided tour', 'onboarding', 'walkthrough'],
}
