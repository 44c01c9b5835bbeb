import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 253,
  order: 10,
  group: 'form-elements',
  name: 'checkbox',
  title: 'Checkbox',
  icon: 'IconCheckbox',
  keywords: ['tick', 'indeterminate', 'group'],
}
