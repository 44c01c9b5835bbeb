import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 263,
  order: 30,
  group: 'forms',
  name: 'validation',
  title: 'Form Validation',
  icon: 'IconShieldCheck',
  keywords: ['errors', 'zod', 'rules'],
}
