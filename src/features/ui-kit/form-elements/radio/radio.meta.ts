import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 254,
  order: 90,
  group: 'form-elements',
  name: 'radio',
  title: 'Radio',
  icon: 'IconCircleCheck',
  keywords: ['option', 'choice', 'group'],
}
