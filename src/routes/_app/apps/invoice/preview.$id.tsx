import { createFileRoute, notFound } from '@tanstack/react-router'
import { requirePage } from '@/app/guards'
import { InvoicePreviewPage } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  beforeLoad: async ({ params }) => {
    await requirePage('/apps/invoice/preview')
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound()
  },
  component: function PreviewRoute() {
    return <InvoicePreviewPage id={Number(Route.useParams().id)} />
  },
})
