import { createFileRoute, notFound } from '@tanstack/react-router'
import { DataProvider } from '@/app/DataProvider'
import { requirePage, requireSession } from '@/app/guards'
import { InvoicePrintPage } from '@/features/invoice'

/** The print view: blank layout, print CSS, and the browser's print dialog once shown. */
export const Route = createFileRoute('/_blank/apps/invoice/print/$id')({
  beforeLoad: async ({ location, params }) => {
    requireSession(location)
    await requirePage('/apps/invoice/print')
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound()
  },
  component: function PrintRoute() {
    return (
      <DataProvider>
        <InvoicePrintPage id={Number(Route.useParams().id)} />
      </DataProvider>
    )
  },
})
