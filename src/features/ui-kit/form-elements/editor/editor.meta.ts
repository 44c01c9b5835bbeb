import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 259,
  order: 20,
  group: 'form-elements',
  name: 'editor',
  title: 'Editor',
  icon: 'IconEdit',
  keywords: ['rich text', 'wysiwyg', 'tiptap'],
}
