import { Alert, Badge, Grid, Group, Paper, Skeleton, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/errors'
import { EmailComposer } from '@/features/email'
import { useInvoice } from '../api/invoice.queries'
import { InvoiceDocument } from './InvoiceDocument'
import { InvoiceHistory } from './InvoiceHistory'
import { InvoiceNotFound } from './InvoiceNotFound'
import { PaymentDrawer } from './PaymentDrawer'
import { PreviewActions } from './PreviewActions'
import { STATUS_COLOR } from './invoice-format'
import { useSendInvoice } from './use-send-invoice'

/** `/apps/invoice/preview/{id}`: the document, its actions and its history. */
export function InvoicePreviewPage({ id }: { id: number }) {
  const { t } = useTranslation('invoice')
  const query = useInvoice(id)
  const [paying, setPaying] = useState(false)
  const send = useSendInvoice(query.data)

  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <InvoiceNotFound id={id} />
  if (query.isError) return <Alert color="red">{t('invoice.errors.loadFailed')}</Alert>
  if (!query.data) return <Skeleton h={600} radius="md" />

  const { invoice } = query.data
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h3">
          {t('invoice.previewTitle', { id })}
        </Title>
        <Badge
          color={STATUS_COLOR[invoice.invoiceStatus]}
          variant="light"
          size="lg"
          data-testid="invoice-status"
        >
          {t(`invoice.statuses.${invoice.invoiceStatus}`)}
        </Badge>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Paper withBorder radius="md">
            <InvoiceDocument detail={query.data} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="md">
            <PreviewActions
              detail={query.data}
              onSend={() => void send.open()}
              sending={send.opening}
              onPay={() => setPaying(true)}
            />
            <Paper withBorder p="lg" radius="md">
              <InvoiceHistory id={id} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <PaymentDrawer invoice={invoice} opened={paying} onClose={() => setPaying(false)} />
      {send.draft && <EmailComposer draft={send.draft} onClose={send.close} onSent={send.sent} />}
    </Stack>
  )
}
