import { Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/shared/ui/Logo'
import { invoiceTotals, lineAmount, type InvoiceDetail } from '../invoice.schema'
import { AGENCY } from './agency'
import { formatDay, formatMoney } from './invoice-format'
import classes from './InvoiceDocument.module.css'

interface InvoiceDocumentProps {
  detail: InvoiceDetail
  /** 1 where the document is the whole page (the print view), else 2 under the screen's title. */
  headingOrder?: 1 | 2
}

/** The invoice as a document: letterhead, client, payment details, items and totals. */
export function InvoiceDocument({ detail, headingOrder = 2 }: InvoiceDocumentProps) {
  const { t, i18n } = useTranslation('invoice')
  const lang = i18n.language
  const { invoice, paymentDetails } = detail
  const totals = invoiceTotals(invoice.items)
  const money = (value: number) => formatMoney(value, lang)
  const { client } = invoice

  return (
    <article className={classes.document} aria-label={t('invoice.document', { id: invoice.id })}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
        <Stack gap={4}>
          <Group gap="xs">
            <Logo size={32} />
            <Text fw={700} fz="xl">
              {AGENCY.name}
            </Text>
          </Group>
          {AGENCY.lines.map((line) => (
            <Text key={line} fz="sm" c="dimmed" dir="auto">
              {line}
            </Text>
          ))}
        </Stack>
        <Stack gap={4} className={classes.meta}>
          <Title order={headingOrder} fz="h3">
            {t('invoice.number', { id: invoice.id })}
          </Title>
          <Text fz="sm">
            {t('invoice.issued')}: <b>{formatDay(invoice.issuedDate, lang)}</b>
          </Text>
          <Text fz="sm">
            {t('invoice.due')}: <b>{formatDay(invoice.dueDate, lang)}</b>
          </Text>
        </Stack>
      </Group>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={2}>
          <Text fw={600} mb={4}>
            {t('invoice.invoiceTo')}
          </Text>
          <Text fz="sm">{client.name}</Text>
          {client.company && <Text fz="sm">{client.company}</Text>}
          {client.address && <Text fz="sm">{client.address}</Text>}
          {client.country && <Text fz="sm">{client.country}</Text>}
          {client.contact && (
            <Text fz="sm" dir="ltr" ta="start" className={classes.phone}>
              {client.contact}
            </Text>
          )}
          <Text fz="sm">{client.companyEmail}</Text>
        </Stack>
        <Stack gap={2}>
          <Text fw={600} mb={4}>
            {t('invoice.paymentDetails')}
          </Text>
          <Detail label={t('invoice.totalDue')} value={paymentDetails.totalDue} />
          <Detail label={t('invoice.bankName')} value={paymentDetails.bankName} />
          <Detail label={t('invoice.country')} value={paymentDetails.country} />
          <Detail label={t('invoice.iban')} value={paymentDetails.iban} />
          <Detail label={t('invoice.swiftCode')} value={paymentDetails.swiftCode} />
        </Stack>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={560} my="lg">
        <Table verticalSpacing="sm" className={classes.items}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoice.item')}</Table.Th>
              <Table.Th ta="end">{t('invoice.cost')}</Table.Th>
              <Table.Th ta="end">{t('invoice.quantity')}</Table.Th>
              <Table.Th ta="end">{t('invoice.discount')}</Table.Th>
              <Table.Th ta="end">{t('invoice.tax')}</Table.Th>
              <Table.Th ta="end">{t('invoice.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.items.map((line, index) => (
              <Table.Tr key={`${line.item}-${index}`}>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {line.item}
                  </Text>
                  {line.description && (
                    <Text fz="xs" c="dimmed">
                      {line.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end">
                  <span dir="ltr">{money(line.cost)}</span>
                </Table.Td>
                <Table.Td ta="end">{line.quantity}</Table.Td>
                <Table.Td ta="end">{line.discount}%</Table.Td>
                <Table.Td ta="end">{line.tax}%</Table.Td>
                <Table.Td ta="end">
                  <span dir="ltr">{money(lineAmount(line))}</span>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group
        justify="space-between"
        align="flex-start"
        wrap="wrap"
        gap="lg"
        className={classes.closing}
      >
        <Stack gap={4} maw={360}>
          {invoice.salesperson && (
            <Text fz="sm">
              <b>{t('invoice.salesperson')}:</b> {invoice.salesperson}
            </Text>
          )}
          {invoice.paymentTerms && (
            <Text fz="sm">
              <b>{t('invoice.paymentTerms')}:</b> {invoice.paymentTerms}
            </Text>
          )}
          {invoice.service && (
            <Text fz="sm">
              <b>{t('invoice.service')}:</b> {invoice.service}
            </Text>
          )}
        </Stack>
        <Stack gap={4} miw={220} data-testid="invoice-totals">
          <Detail label={t('invoice.subtotal')} value={money(totals.subtotal)} />
          <Detail
            label={t('invoice.discountTotal')}
            value={money(totals.discount ? -totals.discount : 0)}
          />
          <Detail label={t('invoice.taxTotal')} value={money(totals.tax)} />
          <Divider />
          <Detail label={t('invoice.total')} value={money(invoice.total)} strong />
        </Stack>
      </Group>
      {invoice.note && (
        <>
          <Divider my="lg" />
          <Text fz="sm">
            <b>{t('invoice.note')}:</b> {invoice.note}
          </Text>
        </>
      )}
    </article>
  )
}

function Detail({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      {/* Amounts, IBANs and codes read left to right in a right-to-left page too. */}
      <Text fz="sm" fw={strong ? 700 : 500} ta="end" dir="ltr" className={classes.value}>
        {value}
      </Text>
    </Group>
  )
}
