import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useInvoices, type Invoice } from '@/features/invoice'
import { CardFrame } from '../CardFrame'
import { formatDay } from '@/shared/format/day'
import { formatMoney } from '../format'

/** A card over the invoice list: the `rows` largest or latest invoices. */
function InvoiceFrame({
  id,
  title,
  children,
  rows,
}: {
  id: string
  title: string
  rows: number
  children: (list: Invoice[]) => ReactNode
}) {
  const query = useInvoices(
    id === 'company-table'
      ? { perPage: rows, sort: 'desc', sortColumn: 'total' }
      : { perPage: rows, sort: 'desc', sortColumn: 'issuedDate' },
  )
  return (
    <CardFrame id={id} title={title} query={query} height={rows * 36}>
      {(data) => children(data.invoices)}
    </CardFrame>
  )
}

/** The clients with the largest invoices, from the invoice store. */
export function CompanyTableCard() {
  const { t, i18n } = useTranslation()
  return (
    <InvoiceFrame id="company-table" title={t('dash.card.companyTable')} rows={6}>
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
  const { t, i18n } = useTranslation()
  return (
    <InvoiceFrame id="transactions" title={t('dash.card.transactions')} rows={5}>
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
