import { Anchor, Badge, Skeleton, Table, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useInvoices } from '../api/invoice.queries'
import { balanceValue } from '../invoice.schema'
import { StatusIcon } from './StatusIcon'
import { formatBalance, formatDay, formatMoney } from './invoice-format'

interface Props {
  /** The list's search: a client's email or name shows that client's invoices. */
  q?: string
  /** Only the invoices this salesperson handled (a user's account tab). */
  salesperson?: string
  perPage?: number
  /** The table's accessible name. */
  label?: string
}

/**
 * A small, read-only table of invoices for another app (the users app's account tab shows the
 * invoices a user handled): newest first, each linking to its preview.
 */
export function InvoicesTable({ q, salesperson, perPage = 10, label }: Props) {
  const { t, i18n } = useTranslation('invoice')
  const lang = i18n.language
  const list = useInvoices({ q, salesperson, perPage, sort: 'desc', sortColumn: 'id' })
  if (list.isPending) return <Skeleton h={200} />
  const rows = list.data?.invoices ?? []
  if (rows.length === 0) return <Text c="dimmed">{t('invoice.list.empty')}</Text>
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={label ?? t('invoice.list.title')} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('invoice.status')}</Table.Th>
            <Table.Th>{t('invoice.total')}</Table.Th>
            <Table.Th>{t('invoice.issued')}</Table.Th>
            <Table.Th>{t('invoice.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Anchor component={Link} to={`/apps/invoice/preview/${invoice.id}`} fz="sm">
                  #{invoice.id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <StatusIcon invoice={invoice} />
              </Table.Td>
              <Table.Td>{formatMoney(invoice.total, lang)}</Table.Td>
              <Table.Td>{formatDay(invoice.issuedDate, lang)}</Table.Td>
              <Table.Td>
                {balanceValue(invoice.balance) === 0 ? (
                  <Badge color="green" variant="light">
                    {t('invoice.statuses.Paid')}
                  </Badge>
                ) : (
                  formatBalance(invoice.balance, lang)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
