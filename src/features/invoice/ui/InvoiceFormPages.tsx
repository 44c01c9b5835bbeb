import { Alert, Skeleton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/errors'
import { useSession } from '@/shared/auth/session'
import { useInvoice } from '../api/invoice.queries'
import { InvoiceForm } from './InvoiceForm'
import { InvoiceNotFound } from './InvoiceNotFound'
import { blankInvoice, valuesOf } from './invoice-form'

/** `/apps/invoice/add`: a blank invoice, the signed-in user as salesperson. */
export function InvoiceAddPage() {
  const user = useSession((state) => state.user)
  return <InvoiceForm initial={blankInvoice(user?.fullName ?? '')} />
}

/** `/apps/invoice/edit/{id}`. */
export function InvoiceEditPage({ id }: { id: number }) {
  const { t } = useTranslation('invoice')
  const query = useInvoice(id)
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <InvoiceNotFound id={id} />
  if (query.isError) return <Alert color="red">{t('invoice.errors.loadFailed')}</Alert>
  if (!query.data) return <Skeleton h={600} radius="md" />
  const { invoice } = query.data
  return <InvoiceForm key={invoice.id} initial={valuesOf(invoice)} editing={invoice} />
}
