import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 210,
  order: 80,
  group: 'components',
  name: 'buttons',
  title: 'Buttons',
  icon: 'IconHandClick',
  keywords: ['action', 'button group', 'icon button'],
}
