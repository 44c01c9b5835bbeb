import { Anchor, Badge, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import type { ListColumn, ExportColumn } from '@/shared/ui/data-table'
import { balanceValue, type Invoice } from '../invoice.schema'
import { ClientCell } from './ClientCell'
import { RowActions } from './RowActions'
import { StatusIcon } from './StatusIcon'
import { formatBalance, formatDay, formatMoney } from './invoice-format'

export function invoiceColumns(t: TFunction, lang: string): ListColumn<Invoice>[] {
  return [
    {
      accessor: 'id',
      title: '#',
      sortable: true,
      render: (invoice) => (
        <Anchor component={Link} to={`/apps/invoice/preview/${invoice.id}`} fz="sm">
          #{invoice.id}
        </Anchor>
      ),
    },
    {
      accessor: 'invoiceStatus',
      title: t('invoice.status'),
      sortable: true,
      render: (invoice) => <StatusIcon invoice={invoice} />,
    },
    {
      accessor: 'client.name',
      title: t('invoice.client.name'),
      sortable: true,
      render: (invoice) => <ClientCell invoice={invoice} />,
    },
    {
      accessor: 'total',
      title: t('invoice.total'),
      sortable: true,
      render: (invoice) => <span dir="ltr">{formatMoney(invoice.total, lang)}</span>,
    },
    {
      accessor: 'issuedDate',
      title: t('invoice.issued'),
      sortable: true,
      render: (invoice) => formatDay(invoice.issuedDate, lang),
    },
    {
      accessor: 'dueDate',
      title: t('invoice.due'),
      sortable: true,
      render: (invoice) => formatDay(invoice.dueDate, lang),
    },
    {
      accessor: 'balance',
      title: t('invoice.balance'),
      sortable: true,
      render: (invoice) =>
        balanceValue(invoice.balance) === 0 ? (
          <Badge color="green" variant="light">
            {t('invoice.statuses.Paid')}
          </Badge>
        ) : (
          <Text fz="sm" span dir="ltr">
            {formatBalance(invoice.balance, lang)}
          </Text>
        ),
    },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (invoice) => <RowActions invoice={invoice} />,
    },
  ]
}

export function invoiceExportColumns(t: TFunction): ExportColumn<Invoice>[] {
  return [
    { header: 'ID', value: (invoice) => invoice.id },
    { header: t('invoice.client.name'), value: (invoice) => invoice.client.name },
    { header: t('invoice.client.companyEmail'), value: (invoice) => invoice.client.companyEmail },
    { header: t('invoice.service'), value: (invoice) => invoice.service },
    { header: t('invoice.total'), value: (invoice) => invoice.total },
    { header: t('invoice.issued'), value: (invoice) => invoice.issuedDate },
    { header: t('invoice.due'), value: (invoice) => invoice.dueDate },
    { header: t('invoice.status'), value: (invoice) => invoice.invoiceStatus },
    { header: t('invoice.balance'), value: (invoice) => balanceValue(invoice.balance) },
  ]
}
