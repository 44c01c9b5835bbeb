import { Alert, Box, Loader } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/errors'
import { useInvoice } from '../api/invoice.queries'
import { InvoiceDocument } from './InvoiceDocument'
import { InvoiceNotFound } from './InvoiceNotFound'
import classes from './InvoicePrintPage.module.css'

/** `/apps/invoice/print/{id}`: the document alone, and the browser's print dialog once shown. */
export function InvoicePrintPage({ id }: { id: number }) {
  const { t } = useTranslation('invoice')
  const query = useInvoice(id)
  const ready = query.data !== undefined

  useEffect(() => {
    if (!ready) return
    // After the frame that paints the document, so the dialog prints it.
    const frame = requestAnimationFrame(() => window.print())
    return () => cancelAnimationFrame(frame)
  }, [ready])

  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <InvoiceNotFound id={id} />
  if (query.isError) return <Alert color="red">{t('invoice.errors.loadFailed')}</Alert>
  if (!query.data) return <Loader role="status" aria-label={t('invoice.loading')} />
  return (
    <Box component="main" className={classes.page}>
      <InvoiceDocument detail={query.data} headingOrder={1} />
    </Box>
  )
}
