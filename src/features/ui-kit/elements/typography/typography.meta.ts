import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 200,
  order: 30,
  group: 'elements',
  name: 'typography',
  title: 'Typography',
  icon: 'IconTypography',
  keywords: ['headings', 'text', 'font', 'blockquote', 'lists'],
}
