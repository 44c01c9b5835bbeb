import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 243,
  order: 150,
  group: 'extensions',
  name: 'tree',
  title: 'Tree',
  icon: 'IconBinaryTree',
  keywords: ['tree view', 'hierarchy', 'nodes'],
}
