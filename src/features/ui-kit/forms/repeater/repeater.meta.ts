import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 264,
  order: 20,
  group: 'forms',
  name: 'repeater',
  title: 'Form Repeater',
  icon: 'IconRepeat',
  keywords: ['rows', 'list', 'add', 'remove'],
}
