import {
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useTranslation } from 'react-i18next'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import { INVOICE_STATUSES, invoiceTotals, type Invoice } from '../invoice.schema'
import { ClientPicker } from './ClientPicker'
import { LineItemsField } from './LineItemsField'
import { toLine, type InvoiceFormValues } from './invoice-form'
import { formatMoney } from './invoice-format'
import { useInvoiceForm } from './use-invoice-form'

interface Props {
  initial: InvoiceFormValues
  editing?: Invoice
}

/** Add or edit an invoice: client, dates, lines with live totals, the rest; saved whole. */
export function InvoiceForm({ initial, editing }: Props) {
  const { t, i18n } = useTranslation('invoice')
  const { form, submit, saving } = useInvoiceForm(initial, editing)
  const values = form.getValues()
  const lines = values.items.map(toLine)
  const complete = lines.every((line) =>
    [line.cost, line.quantity, line.discount, line.tax].every(Number.isFinite),
  )
  const totals = invoiceTotals(complete ? lines : [])
  const money = (value: number) => formatMoney(value, i18n.language)
  const title = editing
    ? t('invoice.form.editTitle', { id: editing.id })
    : t('invoice.form.addTitle')

  return (
    <LocalDates>
      <form onSubmit={submit} noValidate>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={1} fz="h3">
              {title}
            </Title>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <ClientPicker
                  value={values.client}
                  onChange={(client) => form.setFieldValue('client', client)}
                  error={form.errors.client?.toString()}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <DatePickerInput
                  label={t('invoice.issued')}
                  valueFormat="D MMM YYYY"
                  withAsterisk
                  {...form.getInputProps('issuedDate')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <DatePickerInput
                  label={t('invoice.due')}
                  valueFormat="D MMM YYYY"
                  withAsterisk
                  {...form.getInputProps('dueDate')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('invoice.service')} {...form.getInputProps('service')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label={t('invoice.status')}
                  data={INVOICE_STATUSES.map((status) => ({
                    value: status,
                    label: t(`invoice.statuses.${status}`),
                  }))}
                  allowDeselect={false}
                  {...form.getInputProps('invoiceStatus')}
                />
              </Grid.Col>
            </Grid>
            <Divider />
            <Text fw={600}>{t('invoice.form.items')}</Text>
            <LineItemsField form={form} />
            <Divider />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="sm">
                  <TextInput
                    label={t('invoice.salesperson')}
                    {...form.getInputProps('salesperson')}
                  />
                  <TextInput
                    label={t('invoice.paymentTerms')}
                    {...form.getInputProps('paymentTerms')}
                  />
                  <Textarea
                    label={t('invoice.note')}
                    autosize
                    minRows={2}
                    {...form.getInputProps('note')}
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap={6} data-testid="form-totals" aria-live="polite">
                  <Total label={t('invoice.subtotal')} value={money(totals.subtotal)} />
                  <Total
                    label={t('invoice.discountTotal')}
                    value={money(totals.discount ? -totals.discount : 0)}
                  />
                  <Total label={t('invoice.taxTotal')} value={money(totals.tax)} />
                  <Divider />
                  <Total label={t('invoice.total')} value={money(totals.total)} strong />
                </Stack>
              </Grid.Col>
            </Grid>
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {editing ? t('invoice.form.save') : t('invoice.form.create')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
    </LocalDates>
  )
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fz="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text
        fz={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        dir="ltr"
        data-testid={strong ? 'form-total' : undefined}
      >
        {value}
      </Text>
    </Group>
  )
}
