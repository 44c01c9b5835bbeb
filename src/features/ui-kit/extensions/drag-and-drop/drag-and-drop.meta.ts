import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 232,
  order: 30,
  group: 'extensions',
  name: 'drag-and-drop',
  title: 'Drag & Drop',
  icon: 'IconDragDrop',
  keywords: ['sortable', 'dnd', 'reorder'],
}
