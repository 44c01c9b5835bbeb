import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 225,
  order: 230,
  group: 'components',
  name: 'tabs',
  title: 'Tabs',
  icon: 'IconFolders',
  keywords: ['tab', 'panels', 'sections'],
}
