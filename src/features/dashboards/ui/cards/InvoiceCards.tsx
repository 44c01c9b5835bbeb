import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useInvoices, type Invoice } from '@/features/invoice'
import { INVOICE_CARD_LISTS, type InvoiceCardName } from '../../api/dashboards.queries'
import { CardFrame } from '../CardFrame'
import { formatDay } from '@/shared/format/day'
import { formatMoney } from '../format'

/** A card over the invoice list: the largest or latest invoices (the `/` loader asks for both). */
function InvoiceFrame({
  id,
  title,
  children,
}: {
  id: InvoiceCardName
  title: string
  children: (list: Invoice[]) => ReactNode
}) {
  const params = INVOICE_CARD_LISTS[id]
  const query = useInvoices(params)
  return (
    <CardFrame id={id} title={title} query={query} height={params.perPage * 36}>
      {(data) => children(data.invoices)}
    </CardFrame>
  )
}

/** The clients with the largest invoices, from the invoice store. */
export function CompanyTableCard() {
  const { t, i18n } = useTranslation(['dashboards', 'invoice'])
  return (
    <InvoiceFrame id="company-table" title={t('dash.card.companyTable')}>
      {(list) => (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dash.company')}</Table.Th>
                <Table.Th>{t('dash.service')}</Table.Th>
                <Table.Th>{t('dash.total')}</Table.Th>
                <Table.Th>{t('dash.statusLabel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Text fz="sm" fw={500} dir="auto">
                      {invoice.client.company || invoice.client.name}
                    </Text>
                    <Text fz="xs" c="dimmed" dir="auto">
                      {invoice.client.companyEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm" dir="auto">
                    {invoice.service}
                  </Table.Td>
                  <Table.Td fz="sm">{formatMoney(invoice.total, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`invoice.statuses.${invoice.invoiceStatus}`)}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </InvoiceFrame>
  )
}

/** The latest invoices issued, as transactions. */
export function TransactionsCard() {
  const { t, i18n } = useTranslation(['dashboards', 'invoice'])
  return (
    <InvoiceFrame id="transactions" title={t('dash.card.transactions')}>
      {(list) => (
        <Stack gap="sm">
          {list.map((invoice) => (
            <Group key={invoice.id} justify="space-between" wrap="nowrap">
              <div>
                <Text fz="sm" fw={500} dir="auto">
                  {invoice.client.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatDay(invoice.issuedDate, i18n.language)} · <bdi>{invoice.service}</bdi>
                </Text>
              </div>
              <Text fz="sm" fw={600} c={invoice.invoiceStatus === 'Paid' ? 'green' : undefined}>
                {formatMoney(invoice.total, i18n.language)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </InvoiceFrame>
  )
}
