import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 206,
  order: 40,
  group: 'components',
  name: 'avatar',
  title: 'Avatar',
  icon: 'IconUserCircle',
  keywords: ['profile picture', 'initials', 'group'],
}
