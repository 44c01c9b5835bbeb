import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 260,
  order: 80,
  group: 'form-elements',
  name: 'pickers',
  title: 'Date & Time Pickers',
  icon: 'IconCalendar',
  keywords: ['date', 'time', 'range', 'calendar'],
}
