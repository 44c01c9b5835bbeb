import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 234,
  order: 10,
  group: 'extensions',
  name: 'clipboard',
  title: 'Clipboard',
  icon: 'IconClipboard',
  keywords: ['copy', 'paste', 'clipboard'],
}
