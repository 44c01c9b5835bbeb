import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 225,
  group: 'components',
  name: 'tabs',
  title: 'Tabs',
  icon: 'IconFolders',
  keywords: ['tab', 'panels', 'sections'],
}
