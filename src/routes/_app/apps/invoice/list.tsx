import { createFileRoute } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { InvoiceListPage, invoiceSearchSchema } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/list')({
  beforeLoad: () => requirePage('/apps/invoice/list'),
  validateSearch: invoiceSearchSchema,
  component: ListRoute,
})

function ListRoute() {
  const navigate = Route.useNavigate()
  return (
    <InvoiceListPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
  )
}
