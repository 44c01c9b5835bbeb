import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 262,
  order: 40,
  group: 'forms',
  name: 'wizard',
  title: 'Form Wizard',
  icon: 'IconWand',
  keywords: ['stepper', 'steps', 'multi-step'],
}
