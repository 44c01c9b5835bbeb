import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { InvoiceEditPage } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  beforeLoad: async ({ params }) => {
    await requirePage('/apps/invoice/edit')
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound()
  },
  component: function EditRoute() {
    return <InvoiceEditPage id={Number(Route.useParams().id)} />
  },
})
