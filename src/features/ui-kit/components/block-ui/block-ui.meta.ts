import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 208,
  order: 60,
  group: 'components',
  name: 'block-ui',
  title: 'Block UI',
  icon: 'IconLoader',
  keywords: ['loading overlay', 'busy', 'blocking'],
}
