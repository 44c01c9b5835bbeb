import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { FirstInvoice, InvoiceEditPage } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/edit/')({
  beforeLoad: () => requirePage('/apps/invoice/edit'),
  component: () => <FirstInvoice page={InvoiceEditPage} />,
})
