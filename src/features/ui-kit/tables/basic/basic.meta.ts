import type { DemoMeta } from '../../ui-kit.schema'

export const meta: DemoMeta = {
  id: 265,
  order: 10,
  group: 'tables',
  name: 'basic',
  title: 'Table',
  icon: 'IconTable',
  keywords: [
    'striped',
    'bordered',
    'hover',
    'grid',
    'sticky header',
    'caption',
    'responsive',
    'renewals',
  ],
}
