import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { InvoiceAddPage } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/add')({
  beforeLoad: () => requirePage('/apps/invoice/add'),
  component: InvoiceAddPage,
})
