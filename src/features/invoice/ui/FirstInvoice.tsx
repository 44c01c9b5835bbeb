import { Skeleton } from '@mantine/core'
import type { ComponentType } from 'react'
import { useInvoices } from '../api/invoice.queries'
import { InvoiceNotFound } from './InvoiceNotFound'

/** `/apps/invoice/preview` and `/edit` without an id open the first invoice (the lowest id). */
export function FirstInvoice({ page: Page }: { page: ComponentType<{ id: number }> }) {
  const first = useInvoices({ sort: 'asc', sortColumn: 'id', perPage: 1 })
  if (first.isPending) return <Skeleton h={600} radius="md" />
  const id = first.data?.invoices[0]?.id
  return id === undefined ? <InvoiceNotFound id="—" /> : <Page id={id} />
}
