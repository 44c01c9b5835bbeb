import { Button, Drawer, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { LocalDates } from '@/shared/ui/dates/LocalDates'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useAddPayment } from '../api/invoice.queries'
import {
  PAYMENT_METHODS,
  addPaymentInput,
  balanceValue,
  type Invoice,
  type PaymentMethod,
} from '../invoice.schema'
import { formatMoney, today } from './invoice-format'

interface Values {
  id: number
  amount: number | string
  date: string | null
  method: PaymentMethod
  note: string
}
const FIELDS = ['amount', 'date', 'method', 'note'] as const

interface Props {
  invoice: Invoice
  opened: boolean
  onClose: () => void
}

/** Records a payment: at most the balance; the invoice is Paid when nothing is left. */
export function PaymentDrawer({ invoice, opened, onClose }: Props) {
  const { t, i18n } = useTranslation('invoice')
  const phone = useMediaQuery('(max-width: 48em)')
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t('invoice.payment.title')}
      closeButtonProps={{ 'aria-label': t('invoice.close') }}
    >
      {opened && (
        <LocalDates>
          <Text fz="sm" c="dimmed" mb="md">
            {t('invoice.payment.balance', {
              amount: formatMoney(balanceValue(invoice.balance), i18n.language),
            })}
          </Text>
          <PaymentForm invoice={invoice} onDone={onClose} />
        </LocalDates>
      )}
    </Drawer>
  )
}

function PaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t } = useTranslation('invoice')
  const pay = useAddPayment()
  const owed = Math.max(0, balanceValue(invoice.balance))
  const form = useForm<Values>({
    initialValues: {
      id: invoice.id,
      amount: owed,
      date: today(),
      method: 'Bank transfer',
      note: '',
    },
    validate: (values) => {
      const errors = schemaValidate(addPaymentInput, {
        messages: {
          amount: t('invoice.payment.amountPositive'),
          date: t('invoice.errors.required'),
        },
      })({
        ...values,
        amount: Number(values.amount) || 0,
        note: values.note || undefined,
      })
      if (!errors.amount && Number(values.amount) > owed + 1e-9)
        errors.amount = t('invoice.payment.amountTooBig')
      return errors
    },
  })

  const submit = form.onSubmit((values) =>
    pay.mutate(
      {
        id: invoice.id,
        amount: Number(values.amount),
        date: values.date ?? '',
        method: values.method,
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message:
              saved.invoiceStatus === 'Paid'
                ? t('invoice.payment.paid')
                : t('invoice.payment.saved'),
          })
          onDone()
        },
        onError: (error) => form.setErrors(fieldErrorsFrom(error, { fields: FIELDS })),
      },
    ),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={t('invoice.payment.amount')}
          prefix="$"
          decimalScale={2}
          min={0}
          thousandSeparator=","
          {...form.getInputProps('amount')}
        />
        <DatePickerInput
          label={t('invoice.payment.date')}
          valueFormat="D MMM YYYY"
          {...form.getInputProps('date')}
        />
        <Select
          label={t('invoice.payment.method')}
          data={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: t(`invoice.methods.${method}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('method')}
        />
        <Textarea
          label={t('invoice.payment.note')}
          autosize
          minRows={2}
          {...form.getInputProps('note')}
        />
        <Button type="submit" loading={pay.isPending}>
          {t('invoice.payment.submit')}
        </Button>
      </Stack>
    </form>
  )
}
