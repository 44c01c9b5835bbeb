/** The add and edit form: @mantine/form checked by the contract, the API's errors on fields. */
import { useForm } from '@mantine/form'
import { useNavigate } from '@tanstack/react-router'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { fieldErrorsFrom } from '@/shared/api/field-errors'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { useAddInvoice, useUpdateInvoice } from '../api/invoice.queries'
import type { Invoice } from '../invoice.schema'
import { formFields, invoiceFormSchema, toInput, type InvoiceFormValues } from './invoice-form'

export function useInvoiceForm(initial: InvoiceFormValues, editing?: Invoice) {
  const { t } = useTranslation('invoice')
  const navigate = useNavigate()
  const add = useAddInvoice()
  const update = useUpdateInvoice()
  const number = t('invoice.errors.number')
  const form = useForm<InvoiceFormValues>({
    initialValues: initial,
    validate: (values) =>
      schemaValidate<InvoiceFormValues>(invoiceFormSchema, {
        fields: formFields(values),
        messages: {
          'client.name': t('invoice.errors.client'),
          'client.companyEmail': t('invoice.errors.client'),
          issuedDate: t('invoice.errors.required'),
          'items.*.item': t('invoice.errors.required'),
          'items.*.cost': number,
          'items.*.quantity': t('invoice.errors.quantity'),
          'items.*.discount': t('invoice.errors.percent'),
          'items.*.tax': t('invoice.errors.percent'),
        },
      })(values),
  })

  const saved = (invoice: Invoice) => {
    notifications.show({ color: 'green', message: t('invoice.form.saved', { id: invoice.id }) })
    void navigate({ to: '/apps/invoice/preview/$id', params: { id: String(invoice.id) } })
  }
  const showApiErrors = (error: Error) =>
    form.setErrors(
      fieldErrorsFrom(error, { fields: formFields(form.getValues()), prefix: 'invoice.' }),
    )

  const submit = form.onSubmit((values) => {
    const input = toInput(values)
    if (editing)
      update.mutate({ ...input, id: editing.id }, { onSuccess: saved, onError: showApiErrors })
    else add.mutate(input, { onSuccess: saved, onError: showApiErrors })
  })

  return { form, submit, saving: add.isPending || update.isPending }
}
