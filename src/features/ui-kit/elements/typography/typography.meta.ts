import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 200,
  group: 'elements',
  name: 'typography',
  title: 'Typography',
  icon: 'IconTypography',
  keywords: ['headings', 'text', 'font', 'blockquote', 'lists'],
}
