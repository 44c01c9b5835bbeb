import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 255,
  order: 110,
  group: 'form-elements',
  name: 'switch',
  title: 'Switch',
  icon: 'IconToggleLeft',
  keywords: ['toggle', 'on off'],
}
