import type { AppManifest } from '@/shared/contract/manifest'

/** The invoicing user's app. `manage all` (the admin) covers its ability; the client has none. */
export const invoiceManifest: AppManifest = {
  id: 'invoice',
  title: 'Invoice',
  section: 'apps',
  icon: 'IconFileDollar',
  ability: ['read', 'Invoice'],
  pages: [
    {
      id: 20,
      target: 'apps-invoice-list',
      title: 'List',
      icon: 'IconList',
      link: '/apps/invoice/list',
    },
    {
      id: 21,
      target: 'apps-invoice-preview',
      title: 'Preview',
      icon: 'IconFileInvoice',
      link: '/apps/invoice/preview',
      screens: ['/apps/invoice/preview/2'],
    },
    {
      id: 22,
      target: 'apps-invoice-edit',
      title: 'Edit',
      icon: 'IconEdit',
      link: '/apps/invoice/edit',
      screens: ['/apps/invoice/edit/2'],
    },
    {
      id: 23,
      target: 'apps-invoice-add',
      title: 'Add',
      icon: 'IconFileDollar',
      link: '/apps/invoice/add',
    },
    {
      id: 24,
      target: 'apps-invoice-print',
      title: 'Print',
      icon: 'IconFileInvoice',
      link: '/apps/invoice/print',
      inMenu: false,
      screens: ['/apps/invoice/print/1'],
    },
  ],
}
