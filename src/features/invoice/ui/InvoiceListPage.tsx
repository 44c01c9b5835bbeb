import { Button, Select, Title, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ListTable, listPage, nextSearch } from '@/shared/ui/data-table'
import { fetchInvoices } from '../api/invoice.api'
import { useInvoices } from '../api/invoice.queries'
import { INVOICE_STATUSES, type Invoice } from '../invoice.schema'
import { invoiceColumns, invoiceExportColumns } from './invoice-columns'
import { INVOICE_DEFAULT_SORT, sortColumnOf, type InvoiceSearch } from './invoice-search'

interface Props {
  search: InvoiceSearch
  onSearch: (next: InvoiceSearch) => void
}

/** `/apps/invoice/list`: every invoice, searched, filtered, sorted and paged in the URL. */
export function InvoiceListPage({ search, onSearch }: Props) {
  const { t, i18n } = useTranslation('invoice')
  const page = listPage(search, INVOICE_DEFAULT_SORT)
  const params = {
    q: page.q || undefined,
    status: search.status,
    page: page.page,
    perPage: page.perPage,
    sort: page.sort,
    sortColumn: sortColumnOf(page.sortColumn),
  }
  const list = useInvoices(params)
  const columns = useMemo(() => invoiceColumns(t, i18n.language), [t, i18n.language])
  const filtered = Boolean(params.q || params.status)

  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('invoice.list.title')}
      </Title>
      <ListTable<Invoice, InvoiceSearch>
        id="invoice-list"
        label={t('invoice.list.title')}
        columns={columns}
        records={list.data?.invoices}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        search={search}
        onSearch={onSearch}
        defaultSort={INVOICE_DEFAULT_SORT}
        searchLabel={t('invoice.list.search')}
        selectable
        toolbar={
          <>
            <Button
              component={Link}
              to="/apps/invoice/add"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('invoice.list.create')}
            </Button>
            <Select
              aria-label={t('invoice.list.statusFilter')}
              placeholder={t('invoice.list.allStatuses')}
              data={INVOICE_STATUSES.map((status) => ({
                value: status,
                label: t(`invoice.statuses.${status}`),
              }))}
              value={search.status ?? null}
              onChange={(status) => onSearch(nextSearch(search, { status: status ?? undefined }))}
              clearable
              w={190}
            />
          </>
        }
        empty={{
          title: filtered ? t('invoice.list.noMatch') : t('invoice.list.empty'),
          description: filtered ? t('invoice.list.noMatchHint') : undefined,
          // mantine-datatable keeps its empty state in the page, only transparent: a link in it
          // would take keyboard focus, unseen, while rows show.
          action:
            list.data?.invoices.length === 0 ? (
              <Button component={Link} to="/apps/invoice/add" variant="light">
                {t('invoice.list.create')}
              </Button>
            ) : undefined,
        }}
        exporting={{
          fileName: 'invoices',
          columns: invoiceExportColumns(t),
          fetchPage: (pageNo, perPage, signal) =>
            fetchInvoices({ ...params, page: pageNo, perPage }, signal).then((answer) => ({
              rows: answer.invoices,
              total: answer.total,
            })),
        }}
      />
    </Stack>
  )
}
