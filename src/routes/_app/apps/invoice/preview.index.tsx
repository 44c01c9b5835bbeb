import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { FirstInvoice, InvoicePreviewPage } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/preview/')({
  beforeLoad: () => requirePage('/apps/invoice/preview'),
  component: () => <FirstInvoice page={InvoicePreviewPage} />,
})
