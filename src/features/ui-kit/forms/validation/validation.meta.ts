import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 263,
  group: 'forms',
  name: 'validation',
  title: 'Form Validation',
  icon: 'IconShieldCheck',
  keywords: ['errors', 'zod', 'rules'],
}
